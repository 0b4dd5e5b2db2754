import { listBoxes } from "./mp4-boxes.ts";

/**
 * Boxes that say something about the file rather than play it (ISO/IEC 14496-12 and QuickTime):
 * user data (`udta`: a phone's GPS position in `©xyz`, its make and model, titles), metadata
 * (`meta`: iTunes-style tags, XMP, HEIF items) and extension boxes (`uuid`: XMP, vendor data). The
 * padding boxes `free` and `skip` play no part either, yet an editor that shrank a box in place
 * leaves the old bytes in them, so they are blanked too.
 */
const METADATA_BOXES: ReadonlySet<string> = new Set(["udta", "meta", "uuid", "free", "skip"]);

/**
 * Boxes whose body is nothing but boxes, where metadata can sit at any depth (a track's own
 * `udta`, a fragment's `meta`). Others (sample entries, tables, `mdat`) hold data, not boxes.
 */
const CONTAINER_BOXES: ReadonlySet<string> = new Set([
  "moov",
  "trak",
  "edts",
  "mdia",
  "minf",
  "dinf",
  "stbl",
  "mvex",
  "moof",
  "traf",
  "mfra",
  "tref",
  "sinf",
  "schi",
]);

/** Deeper than any real file nests its containers: a file built to exhaust the stack. */
const MAX_DEPTH = 16;

/**
 * The MP4 with every metadata box, at every level, blanked where it lies: its type becomes `free`
 * and everything after its size header becomes zeros. No box moves and no size changes, so the
 * parents' sizes and the chunk offsets (`stco`/`co64`) that point into `mdat` after a `moov` stay
 * right, and the file plays as before; what the boxes said is gone. Null when the box tree does
 * not add up (the caller refuses the file).
 */
export function withoutMp4Metadata(bytes: Uint8Array): Buffer | null {
  const out = Buffer.from(bytes);
  const blankIn = (start: number, end: number, depth: number): boolean => {
    if (depth > MAX_DEPTH) return false;
    const boxes = listBoxes(out, start, end);
    if (!boxes) return false;
    for (const box of boxes) {
      if (METADATA_BOXES.has(box.type)) {
        // The size header (32-bit, or 1 and a 64-bit size) stays; the type and the rest do not.
        out.write("free", box.start + 4, "latin1");
        out.fill(0, box.body, box.end);
      } else if (CONTAINER_BOXES.has(box.type) && !blankIn(box.body, box.end, depth + 1)) {
        return false;
      }
    }
    return true;
  };
  return blankIn(0, out.length, 0) ? out : null;
}
