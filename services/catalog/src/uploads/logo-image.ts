import { fail, ok, type Result } from "@highcotton/kit";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE_PX, LOGO_STORED_PX, messages } from "../contract/index.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** An SVG document: an optional XML declaration and comments, then the svg root. No DOCTYPE (no entities). */
const SVG_START = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/;
/** href / xlink:href attributes: only same-document references (#id) and embedded PNG or JPEG are kept. */
const HREF_ATTRIBUTE = /\s(?:xlink:)?href\s*=\s*("[^"]*"|'[^']*')/gi;
const KEPT_HREF = /^["']\s*(#|data:image\/(png|jpeg);base64,)/i;

/** What a logo upload became: a PNG with transparency, trimmed, without metadata. */
export interface ProcessedLogo {
  png: Uint8Array;
  width: number;
  height: number;
  sourceFormat: "png" | "svg";
}

/**
 * Judges a logo upload by its content (a PNG by its signature, an SVG by its root element; the
 * name and declared type are never seen) and makes the one copy ever stored or served: an SVG is
 * rasterised with resvg (no system fonts, no files or URLs it points to), then every logo is
 * re-encoded by sharp, which writes no text chunks, EXIF or ICC data, trimmed of its empty margins
 * and at most LOGO_STORED_PX on its longest side.
 */
export async function processLogo(bytes: Uint8Array): Promise<Result<ProcessedLogo>> {
  if (bytes.length === 0) return fail("BAD_USER_INPUT", messages.logoRequired);
  if (bytes.length > LOGO_MAX_BYTES) return fail("BAD_USER_INPUT", messages.logoTooLarge);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (buffer.subarray(0, 8).equals(PNG_SIGNATURE)) return reencodePng(buffer);
  const svg = svgText(buffer);
  if (svg === null) return fail("BAD_USER_INPUT", messages.logoNotPngOrSvg);
  const raster = rasterise(svg);
  if (!raster.ok) return raster;
  const logo = await reencode(raster.value);
  return logo.ok ? ok({ ...logo.value, sourceFormat: "svg" }) : logo;
}

async function reencodePng(buffer: Buffer): Promise<Result<ProcessedLogo>> {
  try {
    // The header alone gives its size, before any pixel is decoded.
    const metadata = await sharp(buffer, { limitInputPixels: false, failOn: "error" }).metadata();
    if (metadata.format !== "png" || !metadata.width || !metadata.height) {
      return fail("BAD_USER_INPUT", messages.logoNotPngOrSvg);
    }
    if (metadata.width > LOGO_MAX_SIDE_PX || metadata.height > LOGO_MAX_SIDE_PX) {
      return fail("BAD_USER_INPUT", messages.logoTooManyPixels);
    }
  } catch {
    return fail("BAD_USER_INPUT", messages.logoNotPngOrSvg);
  }
  const logo = await reencode(buffer);
  return logo.ok ? ok({ ...logo.value, sourceFormat: "png" }) : logo;
}

/** The upload as SVG text, or null when it is not UTF-8 text with an svg root. */
function svgText(buffer: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    return null;
  }
  if (text.includes("\u0000") || !SVG_START.test(text)) return null;
  // Links to anything outside the document go: resvg would otherwise read a file a path names.
  return text.replace(HREF_ATTRIBUTE, (attribute, value: string) => (KEPT_HREF.test(value) ? attribute : ""));
}

function rasterise(svg: string): Result<Buffer> {
  try {
    const sized = new Resvg(svg, { font: { loadSystemFonts: false }, imageRendering: 0 });
    const { width, height } = sized;
    if (!(width > 0 && height > 0)) return fail("BAD_USER_INPUT", messages.logoNotPngOrSvg);
    if (width > LOGO_MAX_SIDE_PX || height > LOGO_MAX_SIDE_PX) return fail("BAD_USER_INPUT", messages.logoTooManyPixels);
    // A vector logo is drawn at the stored size whatever its own size, so a small one stays sharp.
    const fitTo =
      width >= height
        ? ({ mode: "width", value: LOGO_STORED_PX } as const)
        : ({ mode: "height", value: LOGO_STORED_PX } as const);
    const resvg = new Resvg(svg, { font: { loadSystemFonts: false }, fitTo });
    return ok(resvg.render().asPng());
  } catch {
    return fail("BAD_USER_INPUT", messages.logoNotPngOrSvg);
  }
}

async function reencode(png: Buffer): Promise<Result<Omit<ProcessedLogo, "sourceFormat">>> {
  try {
    const trimmed = await sharp(png, { failOn: "error" })
      .ensureAlpha()
      .trim()
      .resize(LOGO_STORED_PX, LOGO_STORED_PX, { fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    const alpha = (await sharp(trimmed.data).stats()).channels[3];
    if (!alpha || alpha.max === 0) return fail("BAD_USER_INPUT", messages.logoEmpty);
    return ok({ png: new Uint8Array(trimmed.data), width: trimmed.info.width, height: trimmed.info.height });
  } catch {
    // Sharp cannot trim an image of one colour alone: nothing on it would print.
    return fail("BAD_USER_INPUT", messages.logoEmpty);
  }
}
