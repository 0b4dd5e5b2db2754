import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";
import { DESIGN_FONT_FILES } from "./design-fonts.ts";

/** A quick look at a design before it is made: its name and the artwork alone as a small WebP. */
export interface DesignPreview {
  name: string;
  /** WebP, square, transparent background. */
  image: Uint8Array;
}

/**
 * The artwork drawn straight at the preview's size: no print file, no mockup, so a preview costs a
 * fraction of a design's render.
 */
export async function renderPreviewImage(svg: string, pixels: number): Promise<Uint8Array> {
  const png = (
    await renderAsync(svg, {
      fitTo: { mode: "width", value: pixels },
      font: { fontFiles: DESIGN_FONT_FILES, loadSystemFonts: false, defaultFontFamily: "DM Sans" },
    })
  ).asPng();
  return sharp(png).webp({ quality: 80 }).toBuffer();
}
