/** The looks a prompt can ask for, the words that ask for them, and each look's inks when none are named. */

export type StyleId =
  | "clean"
  | "line-art"
  | "vintage-poster"
  | "varsity"
  | "gothic"
  | "graffiti"
  | "psychedelic"
  | "tarot"
  | "badge";

export interface Style {
  id: StyleId;
  /** As the preview page names it. */
  label: string;
  /** Lowercase words or phrases that ask for it. */
  words: string[];
  /** How icons are inked: their own colours, posterised to the inks, or outlines only. */
  inking: "color" | "poster" | "line";
  /** Inks used when the prompt names none: for a dark shirt and for a light one. */
  dark: string[];
  light: string[];
}

export const STYLES: readonly Style[] = [
  {
    id: "line-art",
    label: "line art",
    words: [
      "line art",
      "line-art",
      "lineart",
      "line drawing",
      "minimalist",
      "minimal",
      "outline",
      "single line",
      "one line",
      "fine line",
      "simple line",
    ],
    inking: "line",
    dark: ["#f7f7f2"],
    light: ["#111111"],
  },
  {
    id: "vintage-poster",
    label: "vintage poster",
    words: ["vintage", "retro", "70s", "seventies", "80s", "60s", "poster", "old school", "throwback", "groovy"],
    inking: "poster",
    dark: ["#f2a93b", "#e2572b", "#f1e3c2"],
    light: ["#e2572b", "#f2a93b", "#4a2a18"],
  },
  {
    id: "varsity",
    label: "varsity",
    words: ["varsity", "college", "collegiate", "athletic", "jersey", "university"],
    inking: "poster",
    dark: ["#f1e6c8", "#c8102e"],
    light: ["#1b2a4a", "#c8102e"],
  },
  {
    id: "gothic",
    label: "gothic blackletter",
    words: ["gothic", "goth", "blackletter", "black letter", "old english", "metal", "heavy metal", "dark art"],
    inking: "poster",
    dark: ["#ece6d6", "#8a0b12"],
    light: ["#111111", "#8a0b12"],
  },
  {
    id: "graffiti",
    label: "graffiti",
    words: ["graffiti", "street art", "spray paint", "spray-paint", "tag", "urban", "drip", "drippy"],
    inking: "color",
    dark: ["#39ff14", "#ff2fb3", "#f7f7f2"],
    light: ["#ff2fb3", "#1f6bff", "#111111"],
  },
  {
    id: "psychedelic",
    label: "psychedelic",
    words: ["psychedelic", "trippy", "trip", "acid", "lsd", "kaleidoscope", "swirly", "hippie", "rainbow"],
    inking: "color",
    dark: ["#ff2fb3", "#f26a1b", "#f6c90e", "#2ec4c4"],
    light: ["#7a3fc0", "#f26a1b", "#d6249f", "#138a8a"],
  },
  {
    id: "tarot",
    label: "tarot card",
    words: ["tarot", "tarot card", "mystic", "mystical", "occult", "witchy", "celestial"],
    inking: "poster",
    dark: ["#d4a72c", "#f1e6c8", "#7a3fc0"],
    light: ["#4a2c6b", "#d4a72c", "#111111"],
  },
  {
    id: "badge",
    label: "badge",
    words: ["badge", "patch", "emblem", "crest", "stamp", "logo badge"],
    inking: "poster",
    dark: ["#f1e6c8", "#2e9e4f"],
    light: ["#1f5c3a", "#d9a21b"],
  },
  {
    id: "clean",
    label: "clean illustration",
    words: ["clean", "flat", "cartoon", "cute", "illustration", "sticker"],
    inking: "color",
    dark: ["#f7f7f2"],
    light: ["#111111"],
  },
];

export function styleById(id: StyleId): Style {
  return STYLES.find((style) => style.id === id) as Style;
}

/** The first style the prompt asks for (phrases before words), with the words it used. */
export function styleIn(words: readonly string[]): { style: Style; at: number; words: number } | undefined {
  let best: { style: Style; at: number; words: number } | undefined;
  for (const style of STYLES) {
    if (style.id === "clean") continue;
    for (const phrase of style.words) {
      const parts = phrase.split(/[\s-]/);
      for (let i = 0; i < words.length; i++) {
        if (!parts.every((part, k) => words[i + k] === part)) continue;
        if (!best || i < best.at || (i === best.at && parts.length > best.words)) best = { style, at: i, words: parts.length };
      }
    }
  }
  return best;
}

/** Every word any style uses: read as style, never as a subject. */
export const STYLE_WORDS = new Set(STYLES.flatMap((style) => style.words.flatMap((phrase) => phrase.split(/[\s-]/))));
