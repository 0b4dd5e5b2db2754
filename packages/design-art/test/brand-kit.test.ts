/** A brand kit on a store's new designs: its colours make the palette, its slogans the taglines, its logo a spot. */
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { BrandBrief } from "../src/brief.ts";
import { composeDesign, MAX_LOGO_BYTES } from "../src/procedural/design.ts";
import { brandPalette, contrast, PALETTES } from "../src/procedural/palettes.ts";
import { LOGO_MAX } from "../src/procedural/store-composition.ts";
import { DESIGN_FONT_FILES } from "../src/render/design-fonts.ts";
import { textContent } from "./svg-text.ts";

const store: BrandBrief = { storeName: "Greenleaf Dispensary", city: "Denver", state: "CO", businessType: "dispensary" };

/** A 200 × 100 logo: a pure magenta bar on a transparent field. */
const logoPng = new Uint8Array(
  await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: await sharp({ create: { width: 160, height: 60, channels: 4, background: { r: 255, g: 0, b: 255, alpha: 1 } } })
          .png()
          .toBuffer(),
        left: 20,
        top: 20,
      },
    ])
    .png()
    .toBuffer(),
);

const batch = (brand: BrandBrief) =>
  Array.from({ length: 20 }, (_, i) => composeDesign({ brand, slot: i + 1, seed: `kit:${i}` }));

describe("brand kit", () => {
  it("builds the palettes from the brand colours, keeping them readable against the ink", () => {
    const kitted = batch({ ...store, kit: { colors: ["#1e6fd9", "#ffcc00"], slogans: [] } });
    expect(new Set(kitted.map((design) => design.name)).size).toBe(20);
    for (const design of kitted) {
      expect(design.palette).toMatch(/^brand-/);
      expect(design.svg.includes("#1e6fd9") || design.svg.includes("#ffcc00")).toBe(true);
      // Names describe the printed look: no built-in palette's name on the brand's colours.
      for (const palette of PALETTES) expect(design.name).not.toContain(palette.name);
    }
    // A navy and a black brand colour: the black becomes the ink, the navy is lifted until it reads on it.
    for (const base of PALETTES) {
      const pal = brandPalette(["#0b1f4d", "#050505", "#c0c0c0"], base);
      for (const spot of [pal.primary, pal.secondary, pal.accent]) expect(contrast(spot, pal.ink)).toBeGreaterThanOrEqual(3);
      expect(pal.ink).not.toBe(base.ink);
      expect(pal.paper).toBe(base.paper);
    }
    expect(brandPalette(["not a colour"], PALETTES[0]!)).toBe(PALETTES[0]);
  });

  it("prints the slogans as the taglines instead of the built-in ones", () => {
    const slogans = ["KIND TO THE CORE", "SEE YOU ON COLFAX"];
    const kitted = batch({ ...store, kit: { colors: [], slogans } });
    const plain = batch(store);
    const BUILT_IN = [
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
    let replaced = 0;
    for (const [i, design] of kitted.entries()) {
      const text = textContent(design.svg);
      for (const line of BUILT_IN) expect(text).not.toContain(line);
      // Where the plain design printed a built-in tagline, the kitted one prints a slogan in its place.
      if (BUILT_IN.some((line) => textContent(plain[i]!.svg).includes(line))) {
        expect(slogans.some((slogan) => text.includes(slogan))).toBe(true);
        replaced++;
      }
    }
    expect(replaced).toBeGreaterThanOrEqual(5);
  });

  it("places the logo, size-capped, on the designs with a spot for it, and resvg draws it", () => {
    const kitted = batch({ ...store, kit: { colors: [], slogans: [], logoPng } });
    const withLogo = kitted.filter((design) => design.svg.includes(`<image href="data:image/png;base64,`));
    expect(withLogo.length).toBeGreaterThanOrEqual(8);
    for (const design of withLogo) {
      const [, w, h] = /<image [^>]*width="([\d.]+)" height="([\d.]+)"/.exec(design.svg)!;
      expect(Math.max(Number(w), Number(h))).toBeLessThanOrEqual(LOGO_MAX);
      expect(Number(w) / Number(h)).toBeCloseTo(2, 1);
    }
    const pixels = new Resvg(withLogo[0]!.svg, {
      fitTo: { mode: "width", value: 600 },
      font: { fontFiles: DESIGN_FONT_FILES, loadSystemFonts: false, defaultFontFamily: "DM Sans" },
    }).render().pixels;
    let magenta = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i] === 255 && pixels[i + 1] === 0 && pixels[i + 2] === 255) magenta++;
    expect(magenta).toBeGreaterThan(100);
    // Designs without a kit carry no image; a logo over the size cap is left off.
    expect(batch(store).some((design) => design.svg.includes("<image"))).toBe(false);
    const huge = new Uint8Array(MAX_LOGO_BYTES + 1);
    huge.set(logoPng);
    expect(batch({ ...store, kit: { colors: [], slogans: [], logoPng: huge } }).some((d) => d.svg.includes("<image"))).toBe(
      false,
    );
  });
});
