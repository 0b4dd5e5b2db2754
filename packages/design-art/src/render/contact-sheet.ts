/** A store's designs on one PNG, captioned with their names: for looking at a batch as a buyer would. */
import { Resvg } from "@resvg/resvg-js";
import type { BrandBrief } from "../brief.ts";
import { composeDesign } from "../procedural/design.ts";
import { escapeXml } from "../procedural/svg.ts";
import { DESIGN_FONT_FILES } from "./design-fonts.ts";

const TILE = 400;
const CAPTION = 44;
const COLUMNS = 5;
/** The mockup's charcoal, so the designs are seen on a shirt colour. */
const SHIRT = "#2b2d2c";

/** Slots `from`..`to` of a store (seeded as the catalog seeds a batch) as one PNG. */
export function contactSheet(brand: BrandBrief, from = 1, to = 20): Uint8Array {
  const count = to - from + 1;
  const rows = Math.ceil(count / COLUMNS);
  const width = COLUMNS * TILE;
  const height = 70 + rows * (TILE + CAPTION);
  let body = `<rect width="${width}" height="${height}" fill="${SHIRT}"/>`;
  body += `<text x="20" y="46" font-family="DM Sans" font-weight="700" font-size="30" fill="#f4efe4">${escapeXml(`${brand.storeName} — ${brand.city}, ${brand.state} — slots ${from}–${to}`)}</text>`;
  for (let i = 0; i < count; i++) {
    const slot = from + i;
    const design = composeDesign({ brand, slot, seed: `sheet:${slot}` });
    const x = (i % COLUMNS) * TILE;
    const y = 70 + Math.floor(i / COLUMNS) * (TILE + CAPTION);
    const inner = design.svg.replace(/^<svg [^>]*>/, "").replace(/<\/svg>$/, "");
    body += `<svg x="${x + 10}" y="${y}" width="${TILE - 20}" height="${TILE - 20}" viewBox="0 0 1200 1200">${inner}</svg>`;
    body += `<text x="${x + TILE / 2}" y="${y + TILE + 12}" text-anchor="middle" font-family="DM Sans" font-weight="700" font-size="19" fill="#f4efe4">${escapeXml(`${slot}. ${design.name}`)}</text>`;
    body += `<text x="${x + TILE / 2}" y="${y + TILE + 34}" text-anchor="middle" font-family="DM Sans" font-size="14" fill="#a9a496">${escapeXml(`${design.layout} · ${design.palette}`)}</text>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return new Resvg(svg, {
    font: { fontFiles: DESIGN_FONT_FILES, loadSystemFonts: false, defaultFontFamily: "DM Sans" },
  })
    .render()
    .asPng();
}
