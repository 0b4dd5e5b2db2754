/**
 * Runs the fidelity suite: every case composed, rendered and checked, the score printed, and a
 * contact sheet of the mockups (each prompt as its caption) written as a PNG.
 *
 *   node --import tsx packages/design-art/src/fidelity/run-fidelity.ts [contact-sheet.png]
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderAsync } from "@resvg/resvg-js";
import sharp, { type OverlayOptions } from "sharp";
import { escapeXml } from "../procedural/svg.ts";
import { DESIGN_FONT_FILES } from "../render/design-fonts.ts";
import { FIDELITY_CASES, type FidelityCase } from "./cases.ts";
import { type CaseResult, checkCase, NO_TESSERACT_MESSAGE, tesseractAvailable } from "./check.ts";

export interface FidelityScore {
  shown: number;
  total: number;
  unrequested: number;
  /** Mean compose + render time per design. */
  msPerDesign: number;
  maxMs: number;
  results: CaseResult[];
  ocr: boolean;
}

export async function runFidelity(cases: readonly FidelityCase[] = FIDELITY_CASES): Promise<FidelityScore> {
  const ocr = tesseractAvailable();
  const results: CaseResult[] = [];
  for (const c of cases) results.push(await checkCase(c, { ocr }));
  const shown = results.reduce((sum, r) => sum + r.shown, 0);
  const total = results.reduce((sum, r) => sum + r.total, 0);
  const unrequested = results.reduce((sum, r) => sum + r.unrequested.length, 0);
  const times = results.map((r) => r.ms);
  return {
    shown,
    total,
    unrequested,
    msPerDesign: times.reduce((a, b) => a + b, 0) / times.length,
    maxMs: Math.max(...times),
    results,
    ocr,
  };
}

const TILE = 300;
const CAPTION = 64;
const COLUMNS = 6;

async function caption(text: string): Promise<Buffer> {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if ((line + word).length > 44 && line) {
      lines.push(line.trim());
      line = "";
    }
    line += `${word} `;
  }
  lines.push(line.trim());
  const body = lines
    .slice(0, 4)
    .map((l, i) => `<text x="8" y="${15 + i * 15}" font-family="DM Sans" font-size="12.5" fill="#111">${escapeXml(l)}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${CAPTION}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
  return Buffer.from(
    (
      await renderAsync(svg, { font: { fontFiles: DESIGN_FONT_FILES, loadSystemFonts: false, defaultFontFamily: "DM Sans" } })
    ).asPng(),
  );
}

/** The mockups in a grid, each with its prompt underneath. */
export async function contactSheet(results: readonly CaseResult[], path: string): Promise<void> {
  const rows = Math.ceil(results.length / COLUMNS);
  const tiles: OverlayOptions[] = [];
  for (const [i, result] of results.entries()) {
    const left = (i % COLUMNS) * TILE;
    const top = Math.floor(i / COLUMNS) * (TILE + CAPTION);
    tiles.push({
      input: await sharp(result.images.front).resize(TILE, TILE).flatten({ background: "#e9e9e9" }).png().toBuffer(),
      left,
      top,
    });
    tiles.push({ input: await caption(`${i + 1}. ${result.prompt}`), left, top: top + TILE });
  }
  await sharp({ create: { width: COLUMNS * TILE, height: rows * (TILE + CAPTION), channels: 3, background: "#ffffff" } })
    .composite(tiles)
    .png()
    .toFile(path);
}

export function report(score: FidelityScore): string {
  const pct = ((score.shown / Math.max(1, score.total)) * 100).toFixed(1);
  const lines = [
    `Custom designs: fidelity of ${score.results.length} prompts`,
    `  attributes shown ${score.shown}/${score.total} (${pct} %)${score.ocr ? "" : ` (text by composition only: ${NO_TESSERACT_MESSAGE})`}`,
    `  unrequested text: ${score.unrequested}`,
    `  compose + render (print 3600 px, front, thumbnail): ${score.msPerDesign.toFixed(0)} ms per design, slowest ${score.maxMs.toFixed(0)} ms`,
  ];
  for (const r of score.results) {
    if (r.missing.length === 0 && r.unrequested.length === 0) continue;
    lines.push(`  - ${r.prompt}`);
    for (const m of r.missing) lines.push(`      missing ${m}`);
    if (r.unrequested.length) lines.push(`      unrequested text: ${r.unrequested.join(", ")}`);
  }
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2] ?? join(tmpdir(), "custom-designs-contact-sheet.png");
  const score = await runFidelity();
  await contactSheet(score.results, path);
  process.stdout.write(`${report(score)}\n  contact sheet: ${path}\n`);
}
