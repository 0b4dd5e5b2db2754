import { BRAND_MOTTO, BRAND_NAME, BRAND_SLUG, storeSlug } from "@highcotton/catalog/contract";

/**
 * SPEC §2 /app-qr and §9: the simple QR is 300 px wide with a margin of 2 modules; the branded PNG
 * is a 400 px QR inside a 40 px white frame, with an 80 px logo in the centre and a brand caption
 * underneath. Downloaded file names carry the brand name in lower case.
 */
export { BRAND_MOTTO, BRAND_NAME, BRAND_SLUG, storeSlug } from "@highcotton/catalog/contract";

export const QR_DISPLAY_WIDTH = 300;
export const QR_DISPLAY_MARGIN = 2;
export const SIMPLE_QR_FILE_NAME = `${BRAND_SLUG}-qr.png`;
export const BRANDED_QR_FILE_NAME = `${BRAND_SLUG}-qr-branded.png`;

/** The dashboard's store QR download: "highcotton-greenleaf-dispensary-qr.png". */
export function storeQrFileName(storeName: string): string {
  return `${BRAND_SLUG}-${storeSlug(storeName)}-qr.png`;
}

export const BRANDED_QR_SIZE = 400;
export const BRANDED_QR_FRAME = 40;
export const BRANDED_QR_LOGO = 80;
/** White ring kept clear around the logo so the modules under it read as quiet space. */
export const BRANDED_QR_LOGO_PADDING = 8;
export const BRANDED_QR_CAPTION_GAP = 20;
export const BRANDED_QR_TITLE_SIZE = 40;
export const BRANDED_QR_MOTTO_SIZE = 18;
export const BRANDED_QR_LINE_GAP = 10;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BrandedQrLayout {
  width: number;
  height: number;
  /** Where the 400 px QR image is drawn. */
  qr: Rect;
  /** The white square cleared behind the logo. */
  logoBackdrop: Rect;
  /** The 80 px logo tile. */
  logo: Rect;
  /** Caption lines, centred on `centerX`; `y` is each line's top (draw with textBaseline "top"). */
  title: { text: string; fontSize: number; y: number; centerX: number };
  motto: { text: string; fontSize: number; y: number; centerX: number };
}

/** Every number needed to draw the branded PNG on a canvas. Pure, so it can be tested. */
export function brandedQrLayout(): BrandedQrLayout {
  const width = BRANDED_QR_SIZE + 2 * BRANDED_QR_FRAME;
  const qr = { x: BRANDED_QR_FRAME, y: BRANDED_QR_FRAME, width: BRANDED_QR_SIZE, height: BRANDED_QR_SIZE };
  const centerX = qr.x + qr.width / 2;
  const centerY = qr.y + qr.height / 2;
  const logo = {
    x: centerX - BRANDED_QR_LOGO / 2,
    y: centerY - BRANDED_QR_LOGO / 2,
    width: BRANDED_QR_LOGO,
    height: BRANDED_QR_LOGO,
  };
  const logoBackdrop = {
    x: logo.x - BRANDED_QR_LOGO_PADDING,
    y: logo.y - BRANDED_QR_LOGO_PADDING,
    width: BRANDED_QR_LOGO + 2 * BRANDED_QR_LOGO_PADDING,
    height: BRANDED_QR_LOGO + 2 * BRANDED_QR_LOGO_PADDING,
  };
  const titleY = qr.y + qr.height + BRANDED_QR_CAPTION_GAP;
  const mottoY = titleY + BRANDED_QR_TITLE_SIZE + BRANDED_QR_LINE_GAP;
  const height = mottoY + BRANDED_QR_MOTTO_SIZE + BRANDED_QR_FRAME;
  return {
    width,
    height,
    qr,
    logoBackdrop,
    logo,
    title: { text: BRAND_NAME.toUpperCase(), fontSize: BRANDED_QR_TITLE_SIZE, y: titleY, centerX },
    motto: { text: BRAND_MOTTO, fontSize: BRANDED_QR_MOTTO_SIZE, y: mottoY, centerX },
  };
}
