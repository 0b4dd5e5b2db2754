/**
 * Colour words a shopper writes, as screen-print inks: "forest green", "neon pink", "cream". Longer
 * names win over their parts ("forest green" before "green"). Also the contrast rules inks follow.
 */

/** Named colours, hex, as a print shop would mix them. */
export const NAMED_COLORS: Readonly<Record<string, string>> = {
  black: "#111111",
  white: "#f7f7f2",
  "off white": "#efeadb",
  "off-white": "#efeadb",
  cream: "#f1e6c8",
  ivory: "#f4efdc",
  bone: "#e8dfc8",
  beige: "#d9c7a0",
  tan: "#c9a46b",
  sand: "#d8c08f",
  khaki: "#b9a66e",
  grey: "#8a8d8f",
  gray: "#8a8d8f",
  "light grey": "#c4c6c8",
  "light gray": "#c4c6c8",
  "heather grey": "#a6a8aa",
  "heather gray": "#a6a8aa",
  "dark grey": "#45484a",
  "dark gray": "#45484a",
  charcoal: "#2b2d2c",
  silver: "#b8bcc0",
  red: "#d7263d",
  "blood red": "#8a0b12",
  crimson: "#b0102c",
  maroon: "#6d1a23",
  burgundy: "#7a1f33",
  "neon red": "#ff2a3d",
  orange: "#f26a1b",
  "burnt orange": "#c4531b",
  "neon orange": "#ff7a00",
  rust: "#a8471e",
  peach: "#f7a97c",
  coral: "#f26b5b",
  salmon: "#f08b74",
  yellow: "#f6c90e",
  mustard: "#d9a21b",
  gold: "#d4a72c",
  golden: "#d4a72c",
  lemon: "#f4e34a",
  "neon yellow": "#e9ff1f",
  green: "#2e9e4f",
  "forest green": "#1f5c3a",
  "dark green": "#1c4a2c",
  "kelly green": "#2f9e44",
  "lime green": "#7ed321",
  lime: "#7ed321",
  "neon green": "#39ff14",
  "sage green": "#9cae8a",
  sage: "#9cae8a",
  olive: "#6b7a2a",
  "olive green": "#6b7a2a",
  "army green": "#4b5320",
  mint: "#8fe3c0",
  "mint green": "#8fe3c0",
  emerald: "#0f8a5f",
  teal: "#138a8a",
  turquoise: "#2ec4c4",
  aqua: "#3fd0d4",
  cyan: "#1fc8e8",
  blue: "#2457c5",
  "light blue": "#8cc4f0",
  "sky blue": "#6fb8ee",
  "baby blue": "#a6d2f2",
  "royal blue": "#2348b8",
  "navy blue": "#1b2a4a",
  navy: "#1b2a4a",
  "electric blue": "#1f6bff",
  "neon blue": "#1f8bff",
  cobalt: "#1f4fb0",
  indigo: "#3b2d8f",
  purple: "#7a3fc0",
  violet: "#8a4fd8",
  lavender: "#b9a2e8",
  lilac: "#c6a8e0",
  magenta: "#d6249f",
  "neon purple": "#b026ff",
  plum: "#6b2d5c",
  pink: "#f48fb1",
  "hot pink": "#ff3ea5",
  "neon pink": "#ff2fb3",
  "pastel pink": "#f7c5d5",
  "baby pink": "#f7c5d5",
  rose: "#e26d8a",
  fuchsia: "#e0249a",
  brown: "#6b4226",
  chocolate: "#4a2c1a",
  copper: "#b8692e",
  bronze: "#a87a3a",
};

/** Words that describe a colour but are also things ("gold", "rose", "lime"): colours only before a colour-taking noun or beside another colour. */
export const AMBIGUOUS_COLOR_WORDS = new Set([
  "rose",
  "lime",
  "gold",
  "sage",
  "mint",
  "chocolate",
  "peach",
  "lemon",
  "plum",
  "coral",
  "silver",
  "bone",
  "sand",
  "olive",
  "salmon",
  "copper",
  "bronze",
  "golden",
]);

export interface FoundColor {
  name: string;
  hex: string;
  /** Word index of the colour's first word in the prompt's lowercase word list. */
  at: number;
  /** How many words the name spans. */
  words: number;
}

const MULTI = Object.keys(NAMED_COLORS)
  .map((name) => name.split(/[\s-]/))
  .sort((a, b) => b.length - a.length);

/** The colour names among `words` (lowercase), longest match first, in order. */
export function colorsIn(words: readonly string[]): FoundColor[] {
  const found: FoundColor[] = [];
  for (let i = 0; i < words.length; i++) {
    const match = MULTI.find((parts) => parts.every((part, k) => words[i + k] === part));
    if (!match) continue;
    const name = match.join(" ");
    const hex = NAMED_COLORS[name] ?? NAMED_COLORS[match.join("-")];
    if (!hex) continue;
    found.push({ name, hex, at: i, words: match.length });
    i += match.length - 1;
  }
  return found;
}

export function rgb(hex: string): [number, number, number] {
  let h = hex.replace("#", "");
  if (h.length === 3) h = [...h].map((c) => c + c).join("");
  return [Number.parseInt(h.slice(0, 2), 16), Number.parseInt(h.slice(2, 4), 16), Number.parseInt(h.slice(4, 6), 16)];
}

export function toHex([r, g, b]: readonly number[]): string {
  const part = (v = 0) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 (none) to 21 (black on white). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Distance between two colours in RGB (0–441). */
export function colorDistance(a: string, b: string): number {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return Math.hypot(r1 - r2, g1 - g2, b1 - b2);
}

/** The default shirt: the charcoal tee the mockup has always shown. */
export const DEFAULT_SHIRT = { name: "charcoal", hex: "#2b2d2c" } as const;

/** Black or white, whichever reads on `background`. */
export function readableOn(background: string): string {
  return contrast("#111111", background) >= contrast("#f7f7f2", background) ? "#111111" : "#f7f7f2";
}
