/**
 * A store's designs are its own: drawn for its place, varied in layout and composition (not just
 * colour), distinct from another store's in the same state, and new each month. Looks are compared
 * by perceptual hashes of the designs rendered at 64 px in greyscale (see perceptual-hash.ts).
 */
import { describe, expect, it } from "vitest";
import type { BrandBrief } from "../src/brief.ts";
import { composeDesign, type Design } from "../src/procedural/design.ts";
import { foreignPlaceWords, placeOf } from "../src/procedural/place.ts";
import { dHash, greyscale, hamming, pHash } from "./perceptual-hash.ts";
import { textContent } from "./svg-text.ts";

/** The demo stores (cli/src/seed/demo-stores.ts). */
const DEMO_STORES: BrandBrief[] = [
  { storeName: "Greenleaf Dispensary", city: "Denver", state: "CO", businessType: "dispensary" },
  { storeName: "Flatirons Flower Co.", city: "Boulder", state: "CO", businessType: "dispensary" },
  { storeName: "Sunset Kush Collective", city: "Los Angeles", state: "CA", businessType: "dispensary" },
  { storeName: "Rain City Cannabis", city: "Seattle", state: "WA", businessType: "dispensary" },
  { storeName: "Smokey's Glass & Grass", city: "Austin", state: "TX", businessType: "smoke_shop" },
  { storeName: "Motor City Greens", city: "Detroit", state: "MI", businessType: "dispensary" },
];

/**
 * Near-identical: both hashes agree that two designs look alike. dHash (64 bits) within 10 and
 * pHash (64 bits) within 12. Between different demo stores' designs the distances centre on about
 * 30 bits; the thresholds sit in the bottom half percent of those pairs, where the designs share
 * a layout, its variant and its composition and differ only in words and colours (a recolour, not
 * a new design). Either hash alone is too coarse: two different layouts under the same headline
 * band can share a dHash while their pHash is far apart.
 */
const NEAR_D = 10;
const NEAR_P = 12;

interface Look {
  slot: number;
  design: Design;
  d: boolean[];
  p: boolean[];
}

function look(brand: BrandBrief, slot: number): Look {
  const design = composeDesign({ brand, slot, seed: `store:${slot}` });
  const grey = greyscale(design.svg);
  return { slot, design, d: dHash(grey), p: pHash(grey) };
}

const nearIdentical = (a: Look, b: Look): boolean => hamming(a.d, b.d) <= NEAR_D && hamming(a.p, b.p) <= NEAR_P;

const looks = new Map<BrandBrief, Look[]>(
  DEMO_STORES.map((brand) => [brand, Array.from({ length: 20 }, (_, i) => look(brand, i + 1))]),
);
const first20 = (brand: BrandBrief): Look[] => looks.get(brand) as Look[];

/** Whole-word, case-insensitive. */
const mentions = (text: string, word: string): boolean =>
  new RegExp(`(^|[^a-z0-9])${word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^a-z0-9])`).test(text.toLowerCase());

describe("store designs", () => {
  it("gives two stores in the same state no more than 3 near-identical designs", () => {
    const [denver, boulder] = [first20(DEMO_STORES[0]!), first20(DEMO_STORES[1]!)];
    const pairs = denver.flatMap((a) => boulder.filter((b) => nearIdentical(a, b)).map((b) => [a.slot, b.slot]));
    expect(pairs.length).toBeLessThanOrEqual(3);
    // Any other same-state pair among the demo stores too.
    for (const [i, a] of DEMO_STORES.entries())
      for (const b of DEMO_STORES.slice(i + 1).filter((other) => other.state === a.state))
        expect(first20(a).flatMap((x) => first20(b).filter((y) => nearIdentical(x, y))).length).toBeLessThanOrEqual(3);
  });

  it.each(DEMO_STORES)("draws at least 12 distinct layouts and looks among 20 ($city)", (brand) => {
    const batch = first20(brand);
    expect(new Set(batch.map((l) => l.design.layout)).size).toBeGreaterThanOrEqual(12);
    // Looks: the designs grouped by near-identity (each joins the first group it resembles).
    const groups: Look[] = [];
    for (const l of batch) if (!groups.some((g) => nearIdentical(g, l))) groups.push(l);
    expect(groups.length).toBeGreaterThanOrEqual(12);
  });

  it.each(DEMO_STORES)("names and prints only its own place's words ($city)", (brand) => {
    const place = placeOf(brand.city, brand.state);
    // Short nicknames ("LA", "KC", "Hub") are words in their own right; only distinctive ones count.
    const foreign = foreignPlaceWords(place).filter((word) => word.length >= 5 || word.includes(" "));
    for (const { design } of first20(brand)) {
      const words = `${design.name} ${textContent(design.svg)}`;
      for (const word of foreign) expect(mentions(words, word), `${design.name}: ${word}`).toBe(false);
    }
    const names = first20(brand).map((l) => l.design.name);
    expect(new Set(names).size).toBe(20);
    // Most names carry the store's place (the rest its look).
    const own = [
      place.city,
      place.stateName,
      ...place.cityNicknames,
      ...place.symbols,
      ...place.stateNicknames.map((s) => s.replace(/ State$/, "")),
    ];
    expect(names.filter((name) => own.some((word) => name.startsWith(word))).length).toBeGreaterThanOrEqual(10);
  });

  it("names Denver's designs with Denver's nicknames and no other store's", () => {
    const names = first20(DEMO_STORES[0]!).map((l) => l.design.name);
    expect(names.some((name) => name.startsWith("Mile High"))).toBe(true);
    for (const brand of DEMO_STORES.slice(1))
      for (const { design } of first20(brand)) expect(design.name).not.toMatch(/Mile High/);
  });

  it.each(DEMO_STORES)("makes each month's two new designs new looks, for a year ($city)", (brand) => {
    const all = [...first20(brand)];
    for (let slot = 21; slot <= 44; slot++) {
      const next = look(brand, slot);
      const repeats = all.filter((earlier) => nearIdentical(earlier, next)).map((earlier) => earlier.slot);
      expect(repeats, `slot ${slot} (${next.design.name})`).toEqual([]);
      expect(all.map((l) => l.design.name)).not.toContain(next.design.name);
      all.push(next);
    }
  });

  it("draws an unknown city with its own name and its state's words only", () => {
    const brand: BrandBrief = { storeName: "Prairie Leaf", city: "Hays", state: "KS", businessType: "dispensary" };
    const place = placeOf(brand.city, brand.state);
    expect(place.cityNicknames).toEqual([]);
    expect(place.stateName).toBe("Kansas");
    const foreign = foreignPlaceWords(place).filter((word) => word.length >= 5 || word.includes(" "));
    for (let slot = 1; slot <= 20; slot++) {
      const design = composeDesign({ brand, slot, seed: "x" });
      const words = `${design.name} ${textContent(design.svg)}`;
      for (const word of foreign) expect(mentions(words, word), `${design.name}: ${word}`).toBe(false);
    }
  });
});
