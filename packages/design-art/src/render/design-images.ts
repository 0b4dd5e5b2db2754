import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";
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
}

/** The print file's size: SPEC's 12 × 12 inch design at 300 DPI is 3600 px, marked 300 DPI. */
export interface PrintSpec {
  pixels: number;
  dpi: number;
}

const SMALL = 600;
const THUMBNAIL = 400;
/** Where the artwork sits on the 600 px mockup (chest print). */
const CHEST = { size: 250, left: 175, top: 170 };

const renderSvg = async (svg: string, width: number): Promise<Uint8Array> =>
  (
    await renderAsync(svg, {
      fitTo: { mode: "width", value: width },
      font: { fontFiles: DESIGN_FONT_FILES, loadSystemFonts: false, defaultFontFamily: "DM Sans" },
    })
  ).asPng();

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

/**
 * Turns artwork into the print file and the web images. Vector artwork is rendered at each size
 * (no 3600 px decode for the small ones); raster artwork (from an image model) is scaled. The mockup
 * shows the artwork on its shirt colour (the charcoal tee by default). CPU-bound:
 * servers call it through a DesignRenderPool, off their event loop.
 */
export async function renderDesignImages(artwork: Artwork, spec: PrintSpec): Promise<DesignImages> {
  let print: Uint8Array;
  let small: Uint8Array;
  if (artwork.svg) {
    [print, small] = await Promise.all([renderSvg(artwork.svg, spec.pixels), renderSvg(artwork.svg, SMALL)]);
  } else if (artwork.png) {
    const source = sharp(artwork.png);
    const fit = { fit: "contain" as const, background: { r: 0, g: 0, b: 0, alpha: 0 } };
    print = await source
      .clone()
      .resize(spec.pixels, spec.pixels, { ...fit, kernel: "lanczos3" })
      .png()
      .toBuffer();
    small = await source.clone().resize(SMALL, SMALL, fit).png().toBuffer();
  } else {
    throw new Error("Artwork has neither SVG nor PNG");
  }
  const chest = await sharp(small).resize(CHEST.size, CHEST.size).png().toBuffer();
  const [thumbnail, front] = await Promise.all([
    sharp(small).resize(THUMBNAIL, THUMBNAIL).webp({ quality: 82 }).toBuffer(),
    sharp(await shirtBase(artwork.shirtColor))
      .composite([{ input: chest, left: CHEST.left, top: CHEST.top }])
      .webp({ quality: 80 })
      .toBuffer(),
  ]);
  return { print: withDpi(print, spec.dpi), thumbnail, front };
}
