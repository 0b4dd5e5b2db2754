/** The words a design carries: brand lines for store designs, the printed text for custom ones. */
import type { BrandBrief } from "../brief.ts";
import { type Place, placeOf } from "./place.ts";
import type { Rng } from "./random.ts";

export interface DesignText {
  /** The big line: the store's name, or a custom design's headline. */
  title: string;
  /** Store designs: "DENVER, CO". */
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
