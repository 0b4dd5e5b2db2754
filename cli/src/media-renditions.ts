import { createHash } from "node:crypto";
import { assessRollingWindow, type RollingWindowLimit } from "@highcotton/kit";
import sharp from "sharp";

/**
 * The widths the edge draws a picture at. A request's `?w=` is rounded up to one of them, so a
 * picture has at most this many renditions however many widths are asked for (each drawn once,
 * then kept). Pages name the width they need in `srcset`; the browser takes the smallest that
 * covers the picture's size on screen at its pixel density.
 */
export const RENDITION_WIDTHS = [160, 240, 320, 480, 640, 960] as const;

/** Pictures the edge redraws smaller; anything else (SVG, video, GIF's frames) goes as stored. */
const RASTER_TYPES = new Set(["image/webp", "image/png", "image/jpeg", "image/avif"]);

/**
 * Past this many pixels a stored picture is not redrawn but served as it is. Every picture a page
 * shows is within it (thumbnails 400 px, shirt fronts 600, artwork 1200, ads and uploads as
 * re-encoded); a 3600 px print file is not, so asking for it small costs no 50 MB decode.
 */
const MAX_SOURCE_PIXELS = 2560 * 2560;
/** Larger stored objects are not pictures a page shows: served as stored, not even hashed. */
const MAX_SOURCE_BYTES = 4 * 1024 * 1024;
/** Renditions kept in memory, by their bytes: small (a few KB each), so thousands fit. */
const CACHE_BYTES = 32 * 1024 * 1024;
/**
 * Drawings at once. libvips spreads one drawing over every core, and sharp shares libuv's threads
 * with file reads and compression: one at a time keeps the edge answering while pictures are drawn.
 */
const CONCURRENT_DRAWINGS = 1;
/** Drawings waiting beyond this are not queued: the picture goes as stored rather than late. */
const MAX_WAITING = 64;
/**
 * New drawings one address may start (renditions not drawn yet; kept ones cost nothing). A visitor's
 * pages need a few dozen at most, and a store's owner looking at 20 new designs about sixty; past
 * this an address gets stored pictures, so one client cycling through every picture and width
 * cannot keep the one drawing slot busy for everyone else.
 */
export const DRAWINGS_PER_ADDRESS: RollingWindowLimit = { max: 120, windowSeconds: 60 };
/** Addresses whose recent drawings are remembered; past this the quiet ones are forgotten first. */
const MAX_ADDRESSES = 10_000;

export interface Rendition {
  body: Buffer;
  contentType: string;
}

/**
 * What to send for `?w=`: the rendition or the stored picture, and whether that answer is the
 * lasting one. It is not when the picture went as stored only because drawing was busy or failed:
 * then it must not be cached under the rendition's URL.
 */
export interface RenditionAnswer extends Rendition {
  lasting: boolean;
}

/** The rendition width for a `?w=` value: the smallest kept width at least that wide; null when not a width. */
export function renditionWidthOf(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,4}$/.test(value)) return null;
  const asked = Number(value);
  return RENDITION_WIDTHS.find((width) => width >= asked) ?? null;
}

/** A drawing's outcome: a rendition, "source" (for good: too narrow, too large, or not smaller) or "failed" (this time). */
type Drawn = Rendition | "source" | "failed";

/**
 * Smaller copies of stored pictures, drawn on first request and kept in memory (least recently
 * used first out). A rendition is keyed by the source's content hash, so a key whose picture is
 * replaced is drawn anew, never served stale. A source no wider than the width asked, or a
 * rendition no smaller than its source, is answered with the source itself.
 */
export class MediaRenditions {
  private readonly kept = new Map<string, Rendition | "source">();
  private keptBytes = 0;
  private readonly drawing = new Map<string, Promise<Drawn>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** The times of each address's recent drawings, newest first. */
  private readonly drawnFor = new Map<string, Date[]>();

  constructor(private readonly options: { drawingsPerAddress?: RollingWindowLimit; now?: () => Date } = {}) {}

  /**
   * `address` is the client's address key (kit's addressKey): who a new drawing is counted
   * against. Null for a caller with no address, which is not limited.
   */
  async of(source: Rendition, width: number, address: string | null = null): Promise<RenditionAnswer> {
    const asStored = (lasting: boolean): RenditionAnswer => ({ ...source, lasting });
    if (!RASTER_TYPES.has(source.contentType) || source.body.length > MAX_SOURCE_BYTES) return asStored(true);
    const key = `${width}:${createHash("sha256").update(source.body).digest("base64")}`;
    const hit = this.kept.get(key);
    if (hit !== undefined) {
      // Most recently used moves to the end; the oldest is first out.
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit === "source" ? asStored(true) : { ...hit, lasting: true };
    }
    let pending = this.drawing.get(key);
    if (!pending) {
      if (this.waiting.length >= MAX_WAITING || !this.mayDrawFor(address)) return asStored(false);
      pending = this.draw(source, width).finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    const drawn = await pending;
    if (drawn === "failed") return asStored(false);
    this.keep(key, drawn);
    return drawn === "source" ? asStored(true) : { ...drawn, lasting: true };
  }

  /** Whether `address` may start one more drawing now; counts it when it may. */
  private mayDrawFor(address: string | null): boolean {
    if (address === null) return true;
    const limit = this.options.drawingsPerAddress ?? DRAWINGS_PER_ADDRESS;
    const now = this.options.now?.() ?? new Date();
    const recent = this.drawnFor.get(address) ?? [];
    if (!assessRollingWindow(recent, now, limit).allowed) return false;
    this.drawnFor.delete(address);
    this.drawnFor.set(address, [now, ...recent.slice(0, limit.max - 1)]);
    // The least recently drawing address is first in the map: forget it when there are too many.
    if (this.drawnFor.size > MAX_ADDRESSES) {
      const [quietest] = this.drawnFor.keys();
      if (quietest !== undefined) this.drawnFor.delete(quietest);
    }
    return true;
  }

  private async draw(source: Rendition, width: number): Promise<Drawn> {
    // A slot is handed from the drawing that ends straight to the next in line, so no third starts between.
    if (this.running >= CONCURRENT_DRAWINGS) await new Promise<void>((resume) => this.waiting.push(resume));
    else this.running++;
    try {
      const image = sharp(source.body, { limitInputPixels: false, failOn: "error" });
      const { width: sourceWidth, height: sourceHeight } = await image.metadata();
      if (!sourceWidth || !sourceHeight || sourceWidth * sourceHeight > MAX_SOURCE_PIXELS || sourceWidth <= width)
        return "source";
      const body = await image.resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      return body.length < source.body.length ? { body, contentType: "image/webp" } : "source";
    } catch {
      // Not a picture sharp can read, or drawing failed this time: the stored bytes go, and the next request tries again.
      return "failed";
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  private keep(key: string, rendition: Rendition | "source"): void {
    if (this.kept.has(key)) return;
    this.kept.set(key, rendition);
    this.keptBytes += costOf(rendition);
    for (const [oldest, value] of this.kept) {
      if (this.keptBytes <= CACHE_BYTES) break;
      this.kept.delete(oldest);
      this.keptBytes -= costOf(value);
    }
  }
}

/** What an entry holds in memory: its bytes and about as much again for its key and entry. */
const costOf = (rendition: Rendition | "source") => (rendition === "source" ? 0 : rendition.body.length) + 100;
