/**
 * Checks a custom design against what its prompt asked for, on the rendered images: inks by pixel
 * clusters in the artwork, the shirt colour sampled from the mockup, printed text by OCR (tesseract)
 * and from the composition, subjects, relation and style from the composition's data attributes.
 * Also counts text nobody asked for.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";
import { composeDesign } from "../procedural/design.ts";
import { colorDistance, toHex } from "../reading/colors.ts";
import { DESIGN_FONT_FILES } from "../render/design-fonts.ts";
import { type DesignImages, renderDesignImages } from "../render/design-images.ts";
import type { FidelityCase } from "./cases.ts";

export const TESSERACT = "/usr/bin/tesseract";
export const NO_TESSERACT_MESSAGE = `no tesseract at ${TESSERACT}: the printed-text checks need it (Debian package tesseract-ocr)`;

/** Whether OCR can run here; with REQUIRE_TESSERACT=1 (CI) a missing tesseract is an error. */
export function tesseractAvailable(): boolean {
  const available = existsSync(TESSERACT);
  if (!available && process.env.REQUIRE_TESSERACT === "1") throw new Error(`REQUIRE_TESSERACT=1 but ${NO_TESSERACT_MESSAGE}`);
  return available;
}

export interface CaseResult {
  prompt: string;
  /** Attributes checked and shown. */
  shown: number;
  total: number;
  /** What was asked and not shown. */
  missing: string[];
  /** Words printed that nobody asked for (composition text elements and OCR'd dictionary words). */
  unrequested: string[];
  /** Compose plus render of print, front and thumbnail. */
  ms: number;
  images: DesignImages;
  shirt: string;
}

/** A design's share of opaque artwork pixels within reach of `hex`. */
async function inkShare(thumbnail: Uint8Array, hexes: readonly string[]): Promise<number[]> {
  const { data, info } = await sharp(thumbnail).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = hexes.map(() => 0);
  let opaque = 0;
  const targets = hexes.map((hex) => [
    Number.parseInt(hex.slice(1, 3), 16),
    Number.parseInt(hex.slice(3, 5), 16),
    Number.parseInt(hex.slice(5, 7), 16),
  ]);
  for (let i = 0; i < data.length; i += info.channels) {
    if ((data[i + 3] as number) < 200) continue;
    opaque += 1;
    targets.forEach(([r, g, b], k) => {
      const d = Math.hypot(
        (data[i] as number) - (r as number),
        (data[i + 1] as number) - (g as number),
        (data[i + 2] as number) - (b as number),
      );
      if (d < 48) counts[k] = (counts[k] as number) + 1;
    });
  }
  return counts.map((c) => (opaque === 0 ? 0 : c / opaque));
}

/** The mockup's shirt colour, sampled from the body below the chest print. */
export async function shirtSample(front: Uint8Array): Promise<string> {
  const { data } = await sharp(front)
    .extract({ left: 260, top: 470, width: 80, height: 40 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) for (let k = 0; k < 3; k++) sum[k] = (sum[k] as number) + (data[i + k] as number);
  const count = data.length / 3;
  return toHex(sum.map((v) => v / count));
}

let dictionary: Set<string> | undefined;
function words(): Set<string> {
  if (!dictionary) {
    const path = ["/usr/share/dict/american-english", "/usr/share/dict/words"].find((p) => existsSync(p));
    dictionary = new Set(
      path
        ? readFileSync(path, "utf8")
            .split("\n")
            .filter((w) => /^[a-z]+$/.test(w))
        : [],
    );
  }
  return dictionary;
}

/** The artwork's width for OCR: large enough for legible print, small enough to read fast. */
const OCR_WIDTH = 700;

export interface OcrWord {
  text: string;
  /** Tesseract's confidence, 0–100. */
  conf: number;
}

/** OCR of the artwork printed on its shirt, as upper-case words with their confidence. */
export async function ocrWords(svg: string, shirt: string): Promise<OcrWord[]> {
  const png = (
    await renderAsync(svg, {
      fitTo: { mode: "width", value: OCR_WIDTH },
      font: { fontFiles: DESIGN_FONT_FILES, loadSystemFonts: false, defaultFontFamily: "DM Sans" },
    })
  ).asPng();
  // Flattened on the shirt colour as printed; tesseract finds light-on-dark text itself. A big
  // graphic throws its page layout off, so the whole image and three overlapping bands are read.
  const flat = await sharp(png).flatten({ background: shirt }).png().toBuffer();
  const bands = await Promise.all(
    [0, 0.3, 0.6].map((f) =>
      sharp(flat)
        .extract({ left: 0, top: Math.round(f * OCR_WIDTH), width: OCR_WIDTH, height: Math.round(OCR_WIDTH * 0.4) })
        .png()
        .toBuffer(),
    ),
  );
  const stdout = (await Promise.all([flat, ...bands].map((image) => runWithInput(image, "11")))).map((r) => r.stdout).join("\n");
  const out: OcrWord[] = [];
  for (const row of stdout.split("\n")) {
    const cols = row.split("\t");
    if (cols.length < 12 || cols[0] !== "5") continue;
    for (const text of (cols[11] ?? "").toUpperCase().split(/[^A-Z0-9&']+/)) if (text) out.push({ text, conf: Number(cols[10]) });
  }
  return out;
}

function runWithInput(input: Buffer, psm: string): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      TESSERACT,
      ["stdin", "stdout", "--psm", psm, "-l", "eng", "tsv"],
      { maxBuffer: 1 << 20, timeout: 30_000 },
      (error, stdout) => (error ? reject(error) : resolve({ stdout })),
    );
    child.stdin?.end(input);
  });
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = row[j] as number;
      row[j] = Math.min((row[j] as number) + 1, (row[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = next;
    }
  }
  return row[b.length] as number;
}

/** Whether OCR read the expected words (each within a small edit distance). */
/** Letters OCR confuses with digits, read as letters. */
const asLetters = (word: string) => word.replace(/0/g, "O").replace(/1/g, "I").replace(/5/g, "S");

export function ocrShows(expected: string, words: readonly OcrWord[]): boolean {
  const ocr = words.map((w) => asLetters(w.text));
  const want = expected
    .toUpperCase()
    .split(/[^A-Z0-9&']+/)
    .filter((w) => /[A-Z0-9]/.test(w));
  const found = want.map(asLetters).filter((w) => ocr.some((o) => distance(o, w) <= Math.floor(w.length / 4)));
  return found.length >= Math.ceil(want.length * 0.75);
}

/**
 * Dictionary words of three or more letters that OCR read with confidence: text a viewer would
 * read. (Line art read as a stray "LED" at low confidence is not text.)
 */
export function readableWords(ocr: readonly OcrWord[]): string[] {
  const dict = words();
  // Three upright strokes read as "ILL" or "ALL": a three-letter word counts only when OCR is sure of it.
  const sure = (w: OcrWord) => (w.text.length >= 4 ? w.conf >= 60 : w.text.length === 3 && w.conf >= 85);
  return ocr.filter((w) => sure(w) && dict.has(w.text.toLowerCase())).map((w) => w.text);
}

/** The composition's printed text (non-decorative <text> elements), in order. */
export function compositionText(svg: string): { printed: string[]; stray: string[] } {
  const printed: string[] = [];
  const stray: string[] = [];
  const groups = [...svg.matchAll(/<g data-printed="true">([\s\S]*?)<\/g>/g)].map((m) => m[1] as string);
  const inPrinted = new Set<string>();
  for (const group of groups) for (const m of group.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)) inPrinted.add(m[0]);
  for (const m of svg.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)) {
    if ((m[1] ?? "").includes('aria-hidden="true"')) continue;
    const content = (m[2] ?? "")
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">");
    (inPrinted.has(m[0]) ? printed : stray).push(content);
  }
  return { printed, stray };
}

export async function checkCase(c: FidelityCase, options: { ocr: boolean }): Promise<CaseResult> {
  const started = performance.now();
  const design = composeDesign({ prompt: c.prompt, slot: 1, seed: "fidelity" });
  const images = await renderDesignImages(
    { name: design.name, svg: design.svg, shirtColor: design.shirtColor },
    { pixels: 3600, dpi: 300 },
  );
  const ms = performance.now() - started;
  const missing: string[] = [];
  let total = 0;
  const expect = (ok: boolean, what: string) => {
    total += 1;
    if (!ok) missing.push(what);
  };
  for (const subject of c.subjects ?? []) expect(design.svg.includes(`data-drawn-as="${subject}"`), `subject ${subject}`);
  if (c.relation) expect(design.svg.includes(`data-relation="${c.relation}"`), `relation ${c.relation}`);
  if (c.style) expect(design.svg.includes(`data-style="${c.style}"`), `style ${c.style}`);
  if (c.inks?.length) {
    const shares = await inkShare(images.thumbnail, c.inks);
    for (const [i, hex] of c.inks.entries()) {
      const share = shares[i] as number;
      expect(share >= 0.015, `ink ${hex} (${(share * 100).toFixed(1)} %)`);
    }
  }
  const shirt = await shirtSample(images.front);
  if (c.shirt) expect(colorDistance(shirt, c.shirt) < 40, `shirt ${c.shirt} (mockup shows ${shirt})`);
  const { printed, stray } = compositionText(design.svg);
  const unrequested = [...stray];
  const printedText = printed.join(" ").replace(/\s+/g, " ").trim();
  if (c.text) {
    expect(printedText === c.text, `text "${c.text}" in the composition (has "${printedText}")`);
    if (options.ocr) {
      const ocr = await ocrWords(design.svg, design.shirtColor ?? "#2b2d2c");
      expect(ocrShows(c.text, ocr), `text "${c.text}" legible (OCR read "${ocr.map((w) => w.text).join(" ")}")`);
    }
  } else {
    unrequested.push(...printed);
    if (options.ocr) unrequested.push(...readableWords(await ocrWords(design.svg, design.shirtColor ?? "#2b2d2c")));
  }
  return { prompt: c.prompt, shown: total - missing.length, total, missing, unrequested, ms, images, shirt };
}
