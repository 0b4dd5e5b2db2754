/**
 * Screen-print style palettes. Every palette has a near-black `ink` and a warm light `paper`:
 * designs outline their solid shapes in ink and back them with paper (or the reverse), so they
 * read on both a dark and a cream shirt. `primary`/`secondary`/`accent` are the spot colours.
 * Names describe the look only, never a place ("Snowcap", not "Mile High"): a store's design names
 * carry its own place words, and a palette must not give it another city's.
 */
export interface Palette {
  id: string;
  /** Used in product names ("Greenleaf Sunset Seal"). */
  name: string;
  ink: string;
  paper: string;
  primary: string;
  secondary: string;
  accent: string;
  leaf: string;
  leafShade: string;
}

export const PALETTES: readonly Palette[] = [
  {
    id: "forest",
    name: "Deep Green",
    ink: "#13241a",
    paper: "#f4ecd6",
    primary: "#2f7a45",
    secondary: "#f2b632",
    accent: "#e4572e",
    leaf: "#6fb344",
    leafShade: "#2f7a45",
  },
  {
    id: "sunset",
    name: "Sunset",
    ink: "#2b1630",
    paper: "#fdf0d5",
    primary: "#f26430",
    secondary: "#ffc145",
    accent: "#d7263d",
    leaf: "#5aa454",
    leafShade: "#2f6b3a",
  },
  {
    id: "haze",
    name: "Purple Haze",
    ink: "#1f1133",
    paper: "#f3e9ff",
    primary: "#7a3fc0",
    secondary: "#c39bf0",
    accent: "#9be564",
    leaf: "#9be564",
    leafShade: "#4f8a2b",
  },
  {
    id: "alpine",
    name: "Snowcap",
    ink: "#0f1e33",
    paper: "#eef3f7",
    primary: "#2f6fad",
    secondary: "#f4a259",
    accent: "#8fc1e3",
    leaf: "#5cb85c",
    leafShade: "#2e7d4f",
  },
  {
    id: "irie",
    name: "Irie",
    ink: "#171512",
    paper: "#f6edd6",
    primary: "#d62828",
    secondary: "#f6c026",
    accent: "#2a9d44",
    leaf: "#2a9d44",
    leafShade: "#17662b",
  },
  {
    id: "varsity",
    name: "Collegiate",
    ink: "#1c1a22",
    paper: "#efe3c8",
    primary: "#a51c30",
    secondary: "#d9a441",
    accent: "#1f3a5f",
    leaf: "#3f8f4f",
    leafShade: "#24573a",
  },
  {
    id: "desert",
    name: "Terracotta",
    ink: "#35201a",
    paper: "#f6e7cf",
    primary: "#c8553d",
    secondary: "#eaa960",
    accent: "#3f8d8c",
    leaf: "#7a9a3a",
    leafShade: "#4b6524",
  },
  {
    id: "neon",
    name: "Neon",
    ink: "#150a2e",
    paper: "#fff0fa",
    primary: "#ff3ea5",
    secondary: "#2de2e6",
    accent: "#c6ff3d",
    leaf: "#c6ff3d",
    leafShade: "#4caf1f",
  },
  {
    id: "tide",
    name: "Seafoam",
    ink: "#0a2438",
    paper: "#eaf5f2",
    primary: "#15918a",
    secondary: "#f6ae2d",
    accent: "#2e86ab",
    leaf: "#56c26a",
    leafShade: "#1f7a4c",
  },
  {
    id: "gold",
    name: "Gold Label",
    ink: "#111111",
    paper: "#f3e9d2",
    primary: "#c9a227",
    secondary: "#f1d98b",
    accent: "#2c5f3b",
    leaf: "#4d8f55",
    leafShade: "#2c5f3b",
  },
  {
    id: "cosmic",
    name: "Cosmic",
    ink: "#0c0b2a",
    paper: "#f0ebff",
    primary: "#5b3cc4",
    secondary: "#ff7ac6",
    accent: "#5ce1e6",
    leaf: "#7ee081",
    leafShade: "#2f9b5a",
  },
  {
    id: "fire",
    name: "Wildfire",
    ink: "#1e0c06",
    paper: "#fff3e0",
    primary: "#e63946",
    secondary: "#fcbf49",
    accent: "#f77f00",
    leaf: "#6ab04c",
    leafShade: "#2f6b2f",
  },
];

export function paletteById(id: string): Palette {
  const found = PALETTES.find((p) => p.id === id);
  if (!found) throw new Error(`unknown palette ${id}`);
  return found;
}

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [Number.parseInt(h.slice(0, 2), 16), Number.parseInt(h.slice(2, 4), 16), Number.parseInt(h.slice(4, 6), 16)];
}

/** Mixes two #rrggbb colours (t = 0 → a, t = 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return `#${ca
    .map((v, i) =>
      Math.round(v + ((cb[i] as number) - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A palette from a brand kit's colours (the first the main one), on a base palette's ink and paper.
 * Every spot colour is drawn with an ink outline and sits on ink or paper, so each keeps at least
 * 3:1 contrast against the ink (lightened towards the paper until it does): a navy or black brand
 * colour still reads on a dark shirt. A brand colour dark enough to be ink (a forest green, a navy)
 * becomes the ink when the kit has others to be the spot colours.
 */
export function brandPalette(colors: readonly string[], base: Palette): Palette {
  const given = colors.filter((c) => HEX.test(c)).map((c) => c.toLowerCase());
  if (given.length === 0) return base;
  const darkest = [...given].sort((a, b) => luminance(a) - luminance(b))[0] as string;
  const ink = luminance(darkest) < 0.06 && given.length > 1 ? mix(darkest, "#000000", 0.25) : base.ink;
  const spots = given.filter((c) => c !== darkest || ink === base.ink);
  const readable = (color: string): string => {
    let out = color;
    for (let t = 0.15; contrast(out, ink) < 3 && t <= 0.9; t += 0.15) out = mix(color, base.paper, t);
    return out;
  };
  const primary = readable(spots[0] ?? (given[0] as string));
  const secondary = readable(spots[1] ?? mix(primary, base.paper, 0.55));
  const accent = readable(spots[2] ?? mix(primary, base.secondary, 0.5));
  return { ...base, id: `brand-${base.id}`, name: base.name, ink, primary, secondary, accent };
}
