import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import type { BrandBrief, DesignRequest } from "../src/brief.ts";
import { composeDesign } from "../src/procedural/design.ts";
import { textContent } from "./svg-text.ts";

const require = createRequire(import.meta.url);
const ANTON = require.resolve("@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf");
const MARKER = require.resolve("@expo-google-fonts/permanent-marker/400Regular/PermanentMarker_400Regular.ttf");
const DM_BOLD = require.resolve("@expo-google-fonts/dm-sans/700Bold/DMSans_700Bold.ttf");
const DM_REGULAR = require.resolve("@expo-google-fonts/dm-sans/400Regular/DMSans_400Regular.ttf");
const PIRATA = require.resolve("@expo-google-fonts/pirata-one/400Regular/PirataOne_400Regular.ttf");
const FONTS = [ANTON, MARKER, DM_BOLD, PIRATA];

function render(svg: string, fontFiles: string[] = FONTS, width = 200): Uint8Array {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "DM Sans" },
  });
  return resvg.render().pixels;
}

const hash = (bytes: Uint8Array | string): string => createHash("sha256").update(bytes).digest("hex");

function opaquePixels(rgba: Uint8Array): number {
  let count = 0;
  for (let i = 3; i < rgba.length; i += 4) if ((rgba[i] as number) > 0) count++;
  return count;
}

const greenleaf: BrandBrief = { storeName: "Greenleaf Dispensary", city: "Denver", state: "CO", businessType: "dispensary" };
const smokeys: BrandBrief = { storeName: "Smokey's Glass & Grass", city: "Austin", state: "TX", businessType: "smoke_shop" };

/** The engine as the catalog's procedural generator uses it (there on render threads). */
const generator = {
  async create(request: DesignRequest): Promise<{ name: string; svg: string }> {
    const design = composeDesign(request);
    return { name: design.name, svg: design.svg };
  },
};

async function storeBatch(brand: BrandBrief, from = 1, to = 20): Promise<Array<{ name: string; svg: string }>> {
  const out: Array<{ name: string; svg: string }> = [];
  for (let slot = from; slot <= to; slot++) {
    const art = await generator.create({ brand, slot, seed: `store-42:${slot}` });
    expect(art.svg).toBeTypeOf("string");
    out.push({ name: art.name, svg: art.svg! });
  }
  return out;
}

describe("procedural designs", () => {
  it("is deterministic: the same request gives byte-identical SVG and the same name", async () => {
    const requests: DesignRequest[] = [
      { brand: greenleaf, slot: 3, seed: "abc" },
      { brand: smokeys, slot: 17, seed: "abc" },
      { prompt: "cosmic kush leaf floating in outer space", slot: 1, seed: "order-9" },
    ];
    for (const request of requests) {
      const a = await generator.create(request);
      const b = await generator.create(structuredClone(request));
      expect(a.svg).toBe(b.svg);
      expect(a.name).toBe(b.name);
    }
  });

  it.each([greenleaf, smokeys])("gives 20 visibly different designs for slots 1–20 ($storeName)", async (brand) => {
    const batch = await storeBatch(brand);
    expect(new Set(batch.map((d) => d.svg)).size).toBe(20);
    expect(new Set(batch.map((d) => d.name)).size).toBe(20);
    const pixels = batch.map((d) => hash(render(d.svg)));
    expect(new Set(pixels).size).toBe(20);
    // No two slots share a layout+palette pair.
    const pairs = Array.from({ length: 20 }, (_, i) => {
      const design = composeDesign({ brand, slot: i + 1, seed: "any" });
      return `${design.layout}/${design.palette}`;
    });
    expect(new Set(pairs).size).toBe(20);
    // Names read like products ("Sunset Seal Tee") and do not repeat the store's name.
    for (const d of batch) {
      expect(d.name).toMatch(/^[^\s].{4,80}$/);
      expect(d.name.toLowerCase()).not.toContain(brand.storeName.split(" ")[0]?.toLowerCase());
    }
    // The same pairs come out whatever the per-slot seed is.
    const otherSeeds = Array.from({ length: 20 }, (_, i) => composeDesign({ brand, slot: i + 1, seed: `other-${i}` }));
    expect(otherSeeds.map((d) => `${d.layout}/${d.palette}`)).toEqual(pairs);
  });

  it("keeps varying beyond slot 20 (monthly designs)", async () => {
    const first = await storeBatch(greenleaf, 1, 20);
    const later = await storeBatch(greenleaf, 21, 40);
    const svgs = new Set([...first, ...later].map((d) => d.svg));
    expect(svgs.size).toBe(40);
    expect(new Set(later.map((d) => d.name)).size).toBe(20);
    const far = await generator.create({ brand: greenleaf, slot: 500, seed: "m" });
    expect(far.svg).toContain("<svg");
  });

  it.each([greenleaf, smokeys])("carries the store's name, city and state on every design ($storeName)", async (brand) => {
    for (const design of await storeBatch(brand)) {
      const visible = textContent(design.svg).toLowerCase();
      expect(visible).toContain(brand.storeName.toLowerCase());
      expect(visible).toContain(brand.city.toLowerCase());
      expect(visible).toMatch(new RegExp(`\\b${brand.state.toLowerCase()}\\b`));
    }
  });

  it("escapes XML-hostile store names and still renders them", async () => {
    const hostile: BrandBrief = {
      storeName: `Bud & Bloom <"Fire"> 'Leaf'`,
      city: "O'Fallon & Co",
      state: "MO",
      businessType: "dispensary",
    };
    for (let slot = 1; slot <= 20; slot++) {
      const { svg } = await generator.create({ brand: hostile, slot, seed: "h" });
      expect(svg).not.toContain(`<"Fire">`);
      expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      expect(textContent(svg!).toLowerCase()).toContain(hostile.storeName.toLowerCase());
      expect(opaquePixels(render(svg!))).toBeGreaterThan(500);
    }
  });

  it("fits very long store names and renders them", async () => {
    const long: BrandBrief = {
      storeName: "The Original Northern Colorado Medical & Recreational Cannabis Collective",
      city: "Colorado Springs",
      state: "CO",
      businessType: "smoke_shop",
    };
    for (let slot = 1; slot <= 13; slot++) {
      const { svg } = await generator.create({ brand: long, slot, seed: "long" });
      expect(textContent(svg!).toLowerCase()).toContain(long.storeName.toLowerCase());
      expect(opaquePixels(render(svg!))).toBeGreaterThan(500);
    }
  });

  it("builds custom designs from the prompt: its subjects, no words it did not ask for, named from them", async () => {
    const prompt = "Cosmic kush leaf floating in outer space with planets";
    const art = await generator.create({ prompt, slot: 1, seed: "c1" });
    expect(textContent(art.svg!)).toBe("");
    expect(art.name).toBe("Custom: Leaf & Planets");
    expect(composeDesign({ prompt, slot: 1, seed: "c1" }).subjects).toEqual(["leaf", "ringed-planet"]);
    expect(composeDesign({ prompt: "vintage mountain camping badge with pines", slot: 1, seed: "c" }).layout).toBe(
      "custom-vintage-poster",
    );
    // Quoted text is printed as written; markup in a prompt stays text.
    const custom = await generator.create({ prompt: `Tom & Jerry's <b>"420"</b> party`, slot: 2, seed: "x" });
    expect(textContent(custom.svg!)).toContain("420");
    expect(custom.svg).not.toContain("<b>");
  });

  it("renders every design with resvg, its text visible, only the design fonts and no external resources", async () => {
    const designs = [
      ...(await storeBatch(greenleaf)),
      ...(await storeBatch(smokeys)),
      ...(
        await Promise.all(
          [
            "cosmic kush in space",
            "retro 70s sunset over the ocean",
            "vintage mountain camping badge",
            "tarot card with a moon",
            "graffiti street sticker pack",
            "cute bear holding a joint",
            'an alien and a mushroom with "STAY LIFTED"',
            'gothic skull, "Stay Wild"',
            'graffiti frog, "HOP TO IT"',
          ].map((prompt, i) => generator.create({ prompt, slot: i + 1, seed: "r" })),
        )
      ).map((a) => ({ name: a.name, svg: a.svg! })),
    ];
    for (const { svg } of designs) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 1200"/);
      const families = new Set([...svg.matchAll(/font-family="([^"]+)"/g)].map((m) => m[1]));
      for (const family of families) expect(["Anton", "Permanent Marker", "DM Sans", "Pirata One"]).toContain(family);
      expect(svg).not.toMatch(/<image|<filter|filter=|<foreignObject|<style|https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
      const withFonts = render(svg);
      expect(opaquePixels(withFonts)).toBeGreaterThan(2000);
      // resvg drops text whose font is missing: with no fonts loaded a design with words must differ.
      if (textContent(svg) !== "") expect(hash(render(svg, []))).not.toBe(hash(withFonts));
    }
  });

  it("renders its DM Sans text when the renderer loads only DM Sans Regular", async () => {
    const { svg } = await generator.create({ brand: greenleaf, slot: 1, seed: "w" });
    const regular = render(svg!, [ANTON, MARKER, DM_REGULAR]);
    const noDm = render(svg!, [ANTON, MARKER]);
    expect(svg).toContain('font-family="DM Sans"');
    expect(hash(regular)).not.toBe(hash(noDm));
  });
});
