import { renderAsync } from "@resvg/resvg-js";
import sharp, { type Sharp } from "sharp";
import type { Artwork } from "../brief.ts";
import { DESIGN_FONT_FILES } from "./design-fonts.ts";
import { withDpi } from "./png-density.ts";
import { DEFAULT_SHIRT_COLOR, shirtMockupSvg } from "./shirt-mockup.ts";

/** The files a design is made of. */
export interface DesignImages {
  /** PNG, 3600 x 3600 px, marked 300 DPI: the print file. */
  print: Uint8Array;
  /** WebP, 400 px: the artwork alone. */
  thumbnail: Uint8Array;
  /** WebP, 600 px: the artwork on a shirt. */
  front: Uint8Array;
  /** WebP, 1200 px, transparent: the artwork alone, sharp at full width and on any shirt colour. */
  artwork: Uint8Array;
}

/** The print file's size: SPEC's 12 × 12 inch design at 300 DPI is 3600 px, marked 300 DPI. */
export interface PrintSpec {
  pixels: number;
  dpi: number;
}

const SMALL = 600;
const THUMBNAIL = 400;
const ARTWORK = 1200;
/** Where the artwork sits on the 600 px mockup (chest print). */
const CHEST = { size: 250, left: 175, top: 170 };

const renderSvg = async (svg: string, width: number): Promise<Uint8Array> =>
  (
    await renderAsync(svg, {
      fitTo: { mode: "width", value: width },
      font: { fontFiles: DESIGN_FONT_FILES, loadSystemFonts: false, defaultFontFamily: "DM Sans" },
    })
  ).asPng();

/**
 * The print file: resvg draws the 3600 px pixels and sharp (libspng) encodes them. resvg's own PNG
 * encoder took three times as long for a larger file, and held its buffers longer: it was most of a
 * design's time and memory. resvg's pixels are premultiplied RGBA; sharp un-premultiplies them.
 * Compression level 4: lossless like any level, a quarter faster than 6 for files about a tenth
 * larger (still smaller than resvg's).
 */
async function renderPrint(svg: string, width: number): Promise<Buffer> {
  return (await drawn(svg, width)).png({ compressionLevel: 4 }).toBuffer();
}

/** The artwork drawn by resvg at `width`, as a sharp pipeline on its pixels (no PNG in between). */
async function drawn(svg: string, width: number): Promise<Sharp> {
  const image = await renderAsync(svg, {
    fitTo: { mode: "width", value: width },
    font: { fontFiles: DESIGN_FONT_FILES, loadSystemFonts: false, defaultFontFamily: "DM Sans" },
  });
  const raw = { width: image.width, height: image.height, channels: 4 as const, premultiplied: true };
  return sharp(image.pixels, { raw });
}

/** Rendered shirts by colour (a handful: the default tee and the colours prompts name). */
const mockupBases = new Map<string, Promise<Buffer>>();
const shirtBase = (color = DEFAULT_SHIRT_COLOR) => {
  const key = /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : DEFAULT_SHIRT_COLOR;
  let base = mockupBases.get(key);
  if (!base) {
    if (mockupBases.size >= 64) mockupBases.clear();
    base = renderSvg(shirtMockupSvg(key), SMALL).then((png) => Buffer.from(png));
    mockupBases.set(key, base);
  }
  return base;
};

/** The large transparent artwork the design page lays on a shirt of the shopper's colour. */
const artworkImage = (image: Sharp): Promise<Buffer> => image.webp({ quality: 85, alphaQuality: 90 }).toBuffer();

/** The thumbnail and the shirt mockup (on the artwork's shirt colour), from the 600 px artwork. */
async function webImages(small: Sharp, shirtColor?: string): Promise<{ thumbnail: Uint8Array; front: Uint8Array }> {
  const chest = await small.clone().resize(CHEST.size, CHEST.size).png().toBuffer();
  const [thumbnail, front] = await Promise.all([
    small.clone().resize(THUMBNAIL, THUMBNAIL).webp({ quality: 82 }).toBuffer(),
    sharp(await shirtBase(shirtColor))
      .composite([{ input: chest, left: CHEST.left, top: CHEST.top }])
      .webp({ quality: 80 })
      .toBuffer(),
  ]);
  return { thumbnail, front };
}

/** The images a design is shown with: everything but the print file. */
export type WebImages = Omit<DesignImages, "print">;

const RASTER_FIT = { fit: "contain" as const, background: { r: 0, g: 0, b: 0, alpha: 0 } };

function rasterOf(artwork: Artwork): Sharp {
  if (!artwork.png) throw new Error("Artwork has neither SVG nor PNG");
  return sharp(artwork.png);
}

/**
 * The thumbnail, the mockup and the large artwork. Vector artwork is rendered at each size (no
 * 3600 px decode for the small ones), at the same time on libuv's and sharp's threads; raster
 * artwork (from an image model) is scaled.
 */
export async function renderWebImages(artwork: Artwork): Promise<WebImages> {
  if (artwork.svg) {
    const svg = artwork.svg;
    const [web, artworkWebp] = await Promise.all([
      drawn(svg, SMALL).then((small) => webImages(small, artwork.shirtColor)),
      drawn(svg, ARTWORK).then(artworkImage),
    ]);
    return { ...web, artwork: artworkWebp };
  }
  const source = rasterOf(artwork);
  const [small, artworkWebp] = await Promise.all([
    source.clone().resize(SMALL, SMALL, RASTER_FIT).png().toBuffer(),
    artworkImage(source.clone().resize(ARTWORK, ARTWORK, RASTER_FIT)),
  ]);
  return { ...(await webImages(sharp(small), artwork.shirtColor)), artwork: artworkWebp };
}

/** The print file alone: a `spec.pixels` PNG marked `spec.dpi`. */
export async function renderPrintFile(artwork: Artwork, spec: PrintSpec): Promise<Uint8Array> {
  const print = artwork.svg
    ? await renderPrint(artwork.svg, spec.pixels)
    : await rasterOf(artwork)
        .resize(spec.pixels, spec.pixels, { ...RASTER_FIT, kernel: "lanczos3" })
        .png()
        .toBuffer();
  return withDpi(print, spec.dpi);
}

/**
 * The print file and the web images at once. CPU-bound: servers call these through a
 * DesignRenderPool, off their event loop.
 */
export async function renderDesignImages(artwork: Artwork, spec: PrintSpec): Promise<DesignImages> {
  const [print, web] = await Promise.all([renderPrintFile(artwork, spec), renderWebImages(artwork)]);
  return { print, ...web };
}
