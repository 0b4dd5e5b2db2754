import { capHeight, DESIGN_FONT_FILES, drawBlock, escapeXml, fitSize } from "@highcotton/design-art";
import { renderAsync } from "@resvg/resvg-js";
import { PDFDocument, rgb } from "pdf-lib";
import QRCode from "qrcode";
import sharp from "sharp";
import {
  BRAND_MOTTO,
  BRAND_NAME,
  COUNTER_CARD_CALL_TO_ACTION,
  COUNTER_CARD_DPI,
  COUNTER_CARD_PIXELS,
  COUNTER_CARD_POINTS,
} from "../contract/index.ts";

/** What a counter card shows. */
export interface CounterCardContent {
  storeName: string;
  /** The store page's address: what the QR code encodes and the card prints under it. */
  storeUrl: string;
}

const INK = "#050a07";
const FOREST = "#12301f";
const LEAF = "#4fd884";
const CREAM = "#f4efe4";
const MUTED = "#5b6660";

const { width: W, height: H } = COUNTER_CARD_PIXELS;
const SIDE = 90;
/** Print needs the full quiet zone of 4 modules around the code. */
const QUIET_MODULES = 4;
const QR_BOX = 860;
const QR_TOP = 560;
const BAND_TOP = 1570;

/** Lucide's leaf (24 x 24 viewBox), the brand mark the web app's logo shows. */
const LEAF_PATHS = [
  "M11 20a10 10 0 0010-10 25.9 25.9 0 00-1.04-7.281 1 1 0 00-1.755-.325C15.833 5.5 13 5.5 9.8 6.1A7 7 0 0011 20",
  "M2 21a5 5 0 012.911-4.544C7.613 15.212 8.351 15.24 11 13",
];

/** The QR code's modules and where they fall on the card, each module a whole number of pixels. */
interface QrPlacement {
  size: number;
  isDark: (row: number, col: number) => boolean;
  /** Left and top of the first module (inside the quiet zone), in card pixels. */
  x: number;
  y: number;
  module: number;
  /** The white tile: the code and its quiet zone. */
  tile: { x: number; y: number; side: number };
}

function placeQr(url: string): QrPlacement {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  // Whole-pixel modules keep every edge sharp at 300 DPI, with no resampling blur.
  const module = Math.floor(QR_BOX / (modules.size + 2 * QUIET_MODULES));
  const side = module * (modules.size + 2 * QUIET_MODULES);
  const tile = { x: Math.round((W - side) / 2), y: QR_TOP, side };
  return {
    size: modules.size,
    isDark: (row, col) => Boolean(modules.get(row, col)),
    x: tile.x + QUIET_MODULES * module,
    y: tile.y + QUIET_MODULES * module,
    module,
    tile,
  };
}

/** Dark modules as one path of row runs in card pixels (few shapes, no hairline seams between neighbours). */
function qrPathData(qr: QrPlacement): string {
  let d = "";
  for (let row = 0; row < qr.size; row++) {
    let col = 0;
    while (col < qr.size) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < qr.size && qr.isDark(row, col)) col++;
      d += `M${qr.x + start * qr.module} ${qr.y + row * qr.module}h${(col - start) * qr.module}v${qr.module}h${-(col - start) * qr.module}z`;
    }
  }
  return d;
}

/** Room between lines for accents over capitals (É). */
const NAME_LEADING = 1.14;

/** Words onto `count` lines of about equal width (a line closes once it reaches its share). */
function balancedLines(words: string[], count: number): string[] {
  const share = fitWidth(words.join(" ")) / count;
  const lines: string[] = [];
  let line = "";
  for (const [index, word] of words.entries()) {
    const next = line ? `${line} ${word}` : word;
    const wordsLeft = words.length - index;
    const linesLeft = count - lines.length;
    if (line && lines.length < count - 1 && (fitWidth(next) > share * 1.1 || wordsLeft < linesLeft)) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  return [...lines, line];
}

/** The width of text in Anton at size 1. */
const fitWidth = (text: string) => 1 / fitSize(text, "Anton", 1, Number.POSITIVE_INFINITY);

/**
 * The store's name on one to three lines, as large as fits the box; another line only when it buys
 * a clearly larger size, so short names stay on one line.
 */
function nameBlock(name: string, maxWidth: number, maxHeight: number, maxSize: number) {
  const words = name.toUpperCase().split(/\s+/).filter(Boolean);
  const cap = capHeight("Anton");
  let best: { lines: string[]; size: number; leading: number; height: number } | undefined;
  for (let count = 1; count <= Math.min(3, words.length); count++) {
    const lines = balancedLines(words, count);
    const perSize = cap + (count - 1) * NAME_LEADING;
    const size = Math.min(maxSize, maxHeight / perSize, ...lines.map((line) => fitSize(line, "Anton", maxWidth, maxSize)));
    if (!best || size > best.size * 1.15) best = { lines, size, leading: size * NAME_LEADING, height: size * perSize };
  }
  return best ?? { lines: [], size: maxSize, leading: maxSize, height: 0 };
}

/** The card as SVG in card pixels; `withQr: false` leaves the tile white for the PDF's vector code. */
function cardSvg(content: CounterCardContent, qr: QrPlacement, withQr: boolean): string {
  const textWidth = W - 2 * SIDE;
  const name = nameBlock(content.storeName, textWidth, 300, 190);
  const nameSvg = drawBlock(name, W / 2, 255, { font: "Anton", fill: INK });
  const callSize = fitSize(COUNTER_CARD_CALL_TO_ACTION, "DM Sans", textWidth, 70);
  const urlSize = fitSize(content.storeUrl, "DM Sans", textWidth, 30);
  const urlY = qr.tile.y + qr.tile.side + 60;

  const mark = 150;
  const markX = SIDE;
  const markY = BAND_TOP + (H - BAND_TOP - mark) / 2;
  const leafScale = (mark * 0.62) / 24;
  const leafOffset = (mark - 24 * leafScale) / 2;
  const wordX = markX + mark + 40;
  const wordSize = fitSize(BRAND_NAME.toUpperCase(), "Anton", W - SIDE - wordX, 110);
  const wordBaseline = markY + capHeight("Anton") * wordSize + 4;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="#ffffff"/>
<rect x="0" y="0" width="${W}" height="28" fill="${LEAF}"/>
${nameSvg}
<text x="${W / 2}" y="${QR_TOP - 62}" text-anchor="middle" font-family="DM Sans" font-weight="700" font-size="${callSize}" fill="${FOREST}">${escapeXml(COUNTER_CARD_CALL_TO_ACTION)}</text>
<rect x="${qr.tile.x - 14}" y="${qr.tile.y - 14}" width="${qr.tile.side + 28}" height="${qr.tile.side + 28}" rx="36" fill="none" stroke="${LEAF}" stroke-width="8"/>
<rect x="${qr.tile.x}" y="${qr.tile.y}" width="${qr.tile.side}" height="${qr.tile.side}" fill="#ffffff"/>
${withQr ? `<path d="${qrPathData(qr)}" fill="${INK}" shape-rendering="crispEdges"/>` : ""}
<text x="${W / 2}" y="${urlY}" text-anchor="middle" font-family="DM Sans" font-size="${urlSize}" fill="${MUTED}">${escapeXml(content.storeUrl)}</text>
<rect x="0" y="${BAND_TOP}" width="${W}" height="${H - BAND_TOP}" fill="${FOREST}"/>
<rect x="${markX}" y="${markY}" width="${mark}" height="${mark}" rx="34" fill="${LEAF}"/>
<g transform="translate(${markX + leafOffset} ${markY + leafOffset}) scale(${leafScale})" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">
${LEAF_PATHS.map((d) => `<path d="${d}"/>`).join("")}
</g>
<text x="${wordX}" y="${wordBaseline}" font-family="Anton" font-size="${wordSize}" fill="${CREAM}">${escapeXml(BRAND_NAME.toUpperCase())}</text>
<text x="${wordX}" y="${markY + mark - 6}" font-family="DM Sans" font-size="40" fill="${CREAM}" fill-opacity="0.75">${escapeXml(BRAND_MOTTO)}</text>
</svg>`;
}

async function renderPng(svg: string): Promise<Buffer> {
  const png = (
    await renderAsync(svg, {
      fitTo: { mode: "original" },
      font: { fontFiles: DESIGN_FONT_FILES, loadSystemFonts: false, defaultFontFamily: "DM Sans" },
    })
  ).asPng();
  // The PNG says it is 300 DPI, so it prints at 4 x 6 in without being told.
  return sharp(png).withMetadata({ density: COUNTER_CARD_DPI }).png({ compressionLevel: 9 }).toBuffer();
}

/** The card as a 1200 x 1800 px PNG (4 x 6 in at 300 DPI). */
export async function renderCounterCardPng(content: CounterCardContent): Promise<Buffer> {
  return renderPng(cardSvg(content, placeQr(content.storeUrl), true));
}

/**
 * The card as a one-page 4 x 6 in PDF: the card's art at 300 DPI, and the QR code drawn over its
 * white tile as vector squares, so it stays sharp at any printer's resolution.
 */
export async function renderCounterCardPdf(content: CounterCardContent): Promise<Uint8Array> {
  const qr = placeQr(content.storeUrl);
  const art = await renderPng(cardSvg(content, qr, false));
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.storeName}: ${COUNTER_CARD_CALL_TO_ACTION}`);
  pdf.setCreator(BRAND_NAME);
  pdf.setProducer(BRAND_NAME);
  const { width, height } = COUNTER_CARD_POINTS;
  const page = pdf.addPage([width, height]);
  page.drawImage(await pdf.embedPng(art), { x: 0, y: 0, width, height });
  // The same path, in points: SVG's y runs down from the page's top, as the path's does.
  page.drawSvgPath(qrPathData(qr), { x: 0, y: height, scale: width / W, color: rgb(5 / 255, 10 / 255, 7 / 255) });
  return pdf.save();
}
