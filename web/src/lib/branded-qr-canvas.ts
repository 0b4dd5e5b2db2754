import QRCode from "qrcode";
import { BRANDED_QR_SIZE, brandedQrLayout, type Rect } from "./branded-qr.ts";
// The caption's face: the pages read in the phone's own, but the printed QR keeps the brand's.
// Declared (not downloaded) with this module; the font file is fetched when a QR is drawn.
import "@fontsource-variable/dm-sans/wght.css";

/** Lucide's leaf (24 x 24 viewBox), the brand mark, drawn as canvas paths. */
const LEAF_PATHS = [
  "M11 20a10 10 0 0010-10 25.9 25.9 0 00-1.04-7.281 1 1 0 00-1.755-.325C15.833 5.5 13 5.5 9.8 6.1A7 7 0 0011 20",
  "M2 21a5 5 0 012.911-4.544C7.613 15.212 8.351 15.24 11 13",
];
const INK = "#050a07";
const LEAF = "#4fd884";
const FOREST = "#12301f";

function roundedRect(ctx: CanvasRenderingContext2D, r: Rect, radius: number) {
  ctx.beginPath();
  ctx.roundRect(r.x, r.y, r.width, r.height, radius);
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("Could not load the QR image"));
    image.src = src;
  });
}

/**
 * The branded PNG (SPEC §9): a 400 px QR in a 40 px white frame, the 80 px leaf logo in the centre
 * and the brand caption underneath. High error correction keeps the code readable under the logo.
 */
export async function renderBrandedQr(url: string): Promise<Blob> {
  const layout = brandedQrLayout();
  const qrDataUrl = await QRCode.toDataURL(url, {
    width: BRANDED_QR_SIZE,
    margin: 0,
    errorCorrectionLevel: "H",
    color: { dark: INK, light: "#ffffff" },
  });
  const [qrImage] = await Promise.all([
    loadImage(qrDataUrl),
    document.fonts
      ?.load(`${layout.title.fontSize}px Anton`)
      .then(() => document.fonts.load(`600 ${layout.motto.fontSize}px "DM Sans Variable"`))
      .catch(() => undefined),
  ]);

  const canvas = document.createElement("canvas");
  canvas.width = layout.width;
  canvas.height = layout.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("Canvas is not available");

  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, layout.width, layout.height);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(qrImage, layout.qr.x, layout.qr.y, layout.qr.width, layout.qr.height);

  // Logo: a white backdrop, the leaf-green tile, the ink leaf.
  ctx.fillStyle = "#ffffff";
  roundedRect(ctx, layout.logoBackdrop, 22);
  ctx.fill();
  ctx.fillStyle = LEAF;
  roundedRect(ctx, layout.logo, 18);
  ctx.fill();
  const scale = (layout.logo.width * 0.62) / 24;
  ctx.save();
  ctx.translate(layout.logo.x + (layout.logo.width - 24 * scale) / 2, layout.logo.y + (layout.logo.height - 24 * scale) / 2);
  ctx.scale(scale, scale);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 2.5;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  for (const d of LEAF_PATHS) ctx.stroke(new Path2D(d));
  ctx.restore();

  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  ctx.fillStyle = INK;
  ctx.font = `${layout.title.fontSize}px Anton, Impact, "Arial Narrow", sans-serif`;
  ctx.fillText(layout.title.text, layout.title.centerX, layout.title.y);
  ctx.fillStyle = FOREST;
  ctx.font = `600 ${layout.motto.fontSize}px "DM Sans Variable", system-ui, sans-serif`;
  ctx.fillText(layout.motto.text, layout.motto.centerX, layout.motto.y);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("Could not make the PNG"))), "image/png"),
  );
}

/** Saves a URL (data: or blob:) under a file name. */
export function downloadUrl(href: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
