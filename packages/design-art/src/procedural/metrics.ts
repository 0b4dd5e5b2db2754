/**
 * Glyph advance widths (per 1000 units of em) of the three fonts the renderer loads, for ASCII
 * 32–126, read from the TTFs. Used to fit text to a width without a layout engine. DM Sans uses
 * its Bold widths (slightly wider than Regular, so fitting errs on the safe side).
 */

export type FontName = "Anton" | "Permanent Marker" | "DM Sans" | "Pirata One";

// biome-ignore format: tables
const ANTON = [234,229,429,546,462,1057,520,214,291,291,452,355,236,311,229,405,494,331,494,494,494,494,494,494,494,494,242,245,321,311,321,492,864,485,479,474,493,412,399,485,499,227,466,472,397,746,498,486,472,494,477,461,396,474,469,712,484,446,410,318,405,318,474,365,317,483,501,491,498,488,280,504,505,243,263,491,248,758,499,497,501,498,347,475,305,499,461,696,459,461,386,340,216,340,493];
// biome-ignore format: tables
const MARKER = [370,261,492,703,493,644,600,266,361,361,674,579,204,609,229,401,687,322,650,562,582,580,501,576,537,529,241,245,625,587,635,557,732,702,687,611,589,627,575,789,695,516,669,776,633,974,685,744,640,744,646,576,607,695,584,994,623,493,664,388,353,403,519,709,755,581,573,514,497,521,455,652,582,320,534,646,533,814,564,629,524,625,541,464,479,585,485,825,507,400,548,448,332,481,581];
// biome-ignore format: tables
const DM_SANS = [235,309,367,857,604,902,781,197,405,405,513,579,246,576,252,427,704,364,577,603,650,622,634,537,633,635,254,278,579,579,579,538,1046,709,638,738,707,583,556,778,714,272,541,653,558,886,729,784,614,784,631,604,597,685,706,1018,670,635,577,377,427,377,677,725,235,586,655,607,655,602,371,596,618,274,274,578,267,941,617,610,655,655,409,532,433,616,565,820,571,604,490,470,272,470,579];

// biome-ignore format: tables
const PIRATA = [190,220,307,571,425,701,430,151,318,318,345,421,222,381,221,180,431,240,387,410,401,431,431,370,431,431,221,220,361,381,361,411,540,431,421,404,431,404,351,421,430,220,220,426,368,640,430,431,421,431,432,425,365,430,431,641,456,396,370,221,180,221,376,390,181,410,430,404,430,425,320,431,430,220,220,430,220,640,430,431,430,431,380,405,220,430,430,641,436,431,370,221,180,221,370];

const TABLES: Record<FontName, { widths: number[]; fallback: number; cap: number }> = {
  Anton: { widths: ANTON, fallback: 500, cap: 0.86 },
  "Permanent Marker": { widths: MARKER, fallback: 700, cap: 0.74 },
  "DM Sans": { widths: DM_SANS, fallback: 720, cap: 0.7 },
  "Pirata One": { widths: PIRATA, fallback: 430, cap: 0.62 },
};

/** Cap height as a fraction of the font size. */
export function capHeight(font: FontName): number {
  return TABLES[font].cap;
}

/** Width of `text` in ems, with `letterSpacing` (ems) after every character. */
export function emWidth(text: string, font: FontName, letterSpacing = 0): number {
  const table = TABLES[font];
  let units = 0;
  let count = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const w = code >= 32 && code < 127 ? (table.widths[code - 32] ?? table.fallback) : table.fallback;
    units += w;
    count += 1;
  }
  return units / 1000 + letterSpacing * Math.max(0, count - 1);
}

export function textWidth(text: string, font: FontName, size: number, letterSpacing = 0): number {
  return emWidth(text, font, letterSpacing) * size;
}

/** The largest size ≤ maxSize at which `text` fits in `maxWidth`. */
export function fitSize(text: string, font: FontName, maxWidth: number, maxSize: number, letterSpacing = 0): number {
  const em = emWidth(text, font, letterSpacing);
  if (em <= 0) return maxSize;
  return Math.min(maxSize, maxWidth / em);
}

export interface Wrapped {
  lines: string[];
  size: number;
}

/** All ways to split `words` into `count` non-empty consecutive lines. */
function splits(words: string[], count: number): string[][] {
  if (count === 1) return [[words.join(" ")]];
  const out: string[][] = [];
  for (let i = 1; i <= words.length - count + 1; i++) {
    const head = words.slice(0, i).join(" ");
    for (const rest of splits(words.slice(i), count - 1)) out.push([head, ...rest]);
  }
  return out;
}

/**
 * Wraps text onto at most `maxLines` lines so it can be set as large as possible (≤ maxSize) in
 * `maxWidth`, preferring fewer lines unless more lines buy at least `gain` × the size. The lines
 * share one size.
 */
export function wrapToFit(
  text: string,
  font: FontName,
  maxWidth: number,
  maxSize: number,
  maxLines = 2,
  letterSpacing = 0,
  gain = 1.35,
): Wrapped {
  const words = text.split(/\s+/).filter(Boolean);
  let best: Wrapped = { lines: [text], size: fitSize(text, font, maxWidth, maxSize, letterSpacing) };
  for (let count = 2; count <= Math.min(maxLines, words.length); count++) {
    if (words.length > 12) break;
    let candidate: Wrapped | undefined;
    for (const lines of splits(words, count)) {
      const size = Math.min(...lines.map((line) => fitSize(line, font, maxWidth, maxSize, letterSpacing)));
      if (!candidate || size > candidate.size) candidate = { lines, size };
    }
    if (candidate && candidate.size >= best.size * gain) best = candidate;
  }
  return best;
}
