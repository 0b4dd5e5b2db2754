/** The words a design carries: brand lines for store designs, a headline and theme for custom ones. */
import type { BrandBrief } from "../brief.ts";
import { PALETTES } from "./palettes.ts";
import { type Place, placeOf } from "./place.ts";
import { promptWords, stem } from "./prompt.ts";
import type { Rng } from "./random.ts";

export type Theme =
  | "space"
  | "ocean"
  | "sunset"
  | "fire"
  | "mountain"
  | "neon"
  | "vintage"
  | "retro"
  | "mystic"
  | "botanical"
  | "smoke"
  | "street"
  | "luxury"
  | "rasta";

export interface DesignText {
  /** The big line: the store's name, or a custom design's headline. */
  title: string;
  /** Store designs: "DENVER, CO". Custom designs: a theme tagline. */
  location: string;
  /** A short secondary phrase. */
  tagline: string;
  /** Another short phrase (used where a design has room for a third line). */
  extra: string;
  monogram: string;
  kind: BrandBrief["businessType"] | "custom";
  city?: string;
  state?: string;
  /** Store designs: where the store is, for the lines and scenery that belong to it. */
  place?: Place;
  /** Store designs: a short line of the store's own place ("MILE HIGH CITY", "COLORADO GROWN"). */
  placeLine?: string;
  /** Store designs with a brand kit logo: the PNG and its size, for layouts with a spot for it. */
  logo?: Logo;
}

/** A brand kit's logo, ready to embed. */
export interface Logo {
  href: string;
  width: number;
  height: number;
}

const DISPENSARY_TAGLINES = [
  "PREMIUM CANNABIS",
  "GROWN WITH CARE",
  "STAY ELEVATED",
  "SMALL BATCH FLOWER",
  "FINE CANNABIS GOODS",
  "LOCALLY ROOTED",
  "GOOD FLOWER GOOD PEOPLE",
  "HAND TRIMMED",
  "KIND BUD COLLECTIVE",
  "HIGHER STANDARDS",
];

const SMOKE_SHOP_TAGLINES = [
  "GLASS · PAPERS · GOOD VIBES",
  "ROLL WITH US",
  "HEADY GLASS & GOODS",
  "ALWAYS LIT",
  "SESSION SUPPLY CO.",
  "KEEP IT ROLLING",
  "PUFF PUFF PASS",
  "SMOKE SHOP",
  "LIGHT IT UP",
  "PASS IT LEFT",
];

const THEME_WORDS: Record<Theme, string[]> = {
  space: [
    "space",
    "cosmic",
    "galaxy",
    "alien",
    "aliens",
    "ufo",
    "planet",
    "planets",
    "astronaut",
    "rocket",
    "universe",
    "nebula",
    "orbit",
    "moon",
    "stars",
  ],
  ocean: ["ocean", "sea", "wave", "waves", "surf", "surfing", "beach", "water", "tide", "coast", "island", "shark", "lake"],
  sunset: ["sunset", "sunrise", "sun", "dusk", "golden", "summer", "palm", "tropical", "horizon"],
  fire: ["fire", "flame", "flames", "hot", "blaze", "blazing", "burn", "burning", "lit", "heat", "inferno", "dragon"],
  mountain: [
    "mountain",
    "mountains",
    "alpine",
    "peak",
    "peaks",
    "summit",
    "hike",
    "hiking",
    "snow",
    "forest",
    "camp",
    "camping",
    "outdoors",
    "mile",
    "rockies",
    "pine",
    "pines",
    "tree",
    "trees",
  ],
  neon: [
    "neon",
    "glow",
    "80s",
    "synth",
    "synthwave",
    "vapor",
    "vaporwave",
    "miami",
    "cyber",
    "cyberpunk",
    "electric",
    "rave",
    "arcade",
  ],
  vintage: [
    "vintage",
    "classic",
    "varsity",
    "college",
    "old",
    "school",
    "oldschool",
    "team",
    "athletic",
    "americana",
    "badge",
    "seal",
    "emblem",
  ],
  retro: ["retro", "70s", "groovy", "hippie", "disco", "funky", "boho", "psychedelic", "trippy", "flower", "flowers", "peace"],
  mystic: [
    "tarot",
    "mystic",
    "mystical",
    "magic",
    "witch",
    "witchy",
    "occult",
    "crystal",
    "spirit",
    "moonlight",
    "celestial",
    "astrology",
    "zodiac",
  ],
  botanical: [
    "botanical",
    "plant",
    "plants",
    "garden",
    "grow",
    "grower",
    "leaf",
    "leaves",
    "bud",
    "buds",
    "flower",
    "organic",
    "nature",
    "farm",
    "harvest",
  ],
  smoke: [
    "smoke",
    "smoking",
    "joint",
    "joints",
    "blunt",
    "roll",
    "rolling",
    "papers",
    "pass",
    "puff",
    "session",
    "bong",
    "pipe",
    "glass",
    "sesh",
  ],
  street: [
    "street",
    "streetwear",
    "urban",
    "graffiti",
    "skate",
    "skater",
    "hiphop",
    "hip",
    "hop",
    "bold",
    "hype",
    "sticker",
    "stickers",
  ],
  luxury: ["gold", "luxury", "premium", "royal", "crown", "king", "queen", "elegant", "reserve", "black", "label"],
  rasta: ["rasta", "reggae", "irie", "jamaica", "jah", "dub", "marley", "roots"],
};

const THEME_TAGLINES: Record<Theme, [string, string]> = {
  space: ["OUT OF THIS WORLD", "HIGHER ORBIT"],
  ocean: ["RIDE THE WAVE", "HIGH TIDE"],
  sunset: ["GOLDEN HOUR", "CHASING SUNSETS"],
  fire: ["ALWAYS LIT", "KEEP IT BURNING"],
  mountain: ["STAY ELEVATED", "HIGHER GROUND"],
  neon: ["GLOW UP", "AFTER DARK"],
  vintage: ["OLD SCHOOL", "CLASSIC CUT"],
  retro: ["GOOD VIBES ONLY", "FAR OUT"],
  mystic: ["TRUST THE HIGH", "WRITTEN IN THE STARS"],
  botanical: ["GROWN WITH LOVE", "ROOTED IN NATURE"],
  smoke: ["PUFF PUFF PASS", "ROLL WITH IT"],
  street: ["STAY LIFTED", "NO DAYS OFF"],
  luxury: ["TOP SHELF", "RESERVE SELECTION"],
  rasta: ["ONE LOVE", "IRIE VIBES"],
};

/** Themes that name a subject (they pick the layout); the rest are styles (they pick a palette). */
export const SUBJECT_THEMES: readonly Theme[] = ["space", "ocean", "sunset", "fire", "mountain", "mystic", "botanical", "smoke"];

/** The themes a prompt mentions: subjects first, then styles, each in prompt order. */
export function themesOf(prompt: string): Theme[] {
  const words = promptWords(prompt);
  const found: Array<[Theme, number]> = [];
  for (const [theme, list] of Object.entries(THEME_WORDS) as Array<[Theme, string[]]>) {
    const index = words.findIndex((w) => list.includes(w) || list.includes(stem(w)));
    if (index >= 0) found.push([theme, index]);
  }
  const rank = (t: Theme): number => (SUBJECT_THEMES.includes(t) ? 0 : 1);
  return found.sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1]).map(([t]) => t);
}

/** Palette id picked by prompt keywords, if any. */
export function paletteForPrompt(prompt: string): string | undefined {
  const words = promptWords(prompt);
  let best: { id: string; index: number } | undefined;
  for (const p of PALETTES) {
    const index = words.findIndex((w) => p.keywords.includes(w) || p.keywords.includes(stem(w)));
    if (index >= 0 && (!best || index < best.index)) best = { id: p.id, index };
  }
  return best?.id;
}

const GENERIC_SUFFIXES = [
  "dispensary",
  "dispensaries",
  "cannabis company",
  "cannabis co.",
  "cannabis co",
  "cannabis",
  "smoke shop",
  "smokeshop",
  "head shop",
  "vape shop",
  "company",
  "co.",
  "co",
  "llc",
  "inc.",
  "inc",
  "shop",
];

/** "Greenleaf" from "Greenleaf Dispensary": the brand without generic trade words, for product names. */
export function shortBrand(storeName: string): string {
  let name = storeName.trim().replace(/\s+/g, " ");
  for (let changed = true; changed; ) {
    changed = false;
    const lower = name.toLowerCase();
    for (const suffix of GENERIC_SUFFIXES) {
      if (lower.endsWith(` ${suffix}`) || lower.endsWith(`, ${suffix}`)) {
        name = name
          .slice(0, name.length - suffix.length)
          .replace(/[\s,&-]+$/, "")
          .trim();
        changed = true;
        break;
      }
    }
  }
  const words = name.split(" ");
  if (words.length > 4) name = words.slice(0, 4).join(" ");
  return name || storeName.trim();
}

export function monogramOf(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((w) => w.charAt(0).toUpperCase());
  return letters.join("") || "HC";
}

/** Lines about the store's own place: its city's nicknames, its state, its landmarks. */
export function placeLines(place: Place, kind: BrandBrief["businessType"]): string[] {
  const state = place.stateName.toUpperCase();
  const lines = [
    ...place.cityNicknames.map((nickname) => nickname.toUpperCase()),
    kind === "smoke_shop" ? `${place.city.toUpperCase()} SMOKE SHOP` : `${state} GROWN`,
    `BORN IN ${place.city.toUpperCase()}`,
    ...place.stateNicknames.map((nickname) => nickname.toUpperCase()),
    ...place.symbols.slice(0, 3).map((symbol) => symbol.toUpperCase()),
  ];
  return lines.filter((line) => line.length <= 26);
}

/**
 * A store design's words. Slogans from the brand kit replace the built-in taglines; otherwise one of
 * the two lines is the trade's and the other the store's place.
 */
export function brandText(brand: BrandBrief, rng: Rng, logo?: Logo): DesignText {
  const pool = brand.businessType === "smoke_shop" ? SMOKE_SHOP_TAGLINES : DISPENSARY_TAGLINES;
  const city = brand.city.trim();
  const state = brand.state.trim().toUpperCase();
  const place = placeOf(city, state);
  const local = placeLines(place, brand.businessType);
  const placeLine = rng.pick(local);
  const slogans = (brand.kit?.slogans ?? []).map((slogan) => slogan.trim()).filter(Boolean);
  let tagline: string;
  let extra: string;
  if (slogans.length > 0) {
    const order = rng.shuffle(slogans);
    tagline = order[0] as string;
    extra = (order[1] as string | undefined) ?? placeLine;
  } else {
    const trade = rng.pick(pool);
    [tagline, extra] = rng.chance(0.5) ? [trade, placeLine] : [placeLine, trade];
  }
  return {
    title: brand.storeName.trim().replace(/\s+/g, " "),
    location: state ? `${city}, ${state}`.toUpperCase() : city.toUpperCase(),
    tagline,
    extra,
    monogram: monogramOf(shortBrand(brand.storeName)),
    kind: brand.businessType,
    city,
    state,
    place,
    placeLine,
    logo,
  };
}

/** A theme's two slogans, for the lines around a custom design's headline. */
export function themeTaglines(theme: Theme): readonly [string, string] {
  return THEME_TAGLINES[theme];
}

/** Whether a prompt word is one of a theme's own words (its layout already draws that scenery). */
export function isThemeWord(theme: Theme, word: string): boolean {
  const words = THEME_WORDS[theme];
  return words.includes(word) || words.includes(stem(word));
}
