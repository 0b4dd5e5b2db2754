import { describe, expect, it } from "vitest";
import { shortBrand } from "../src/procedural/content.ts";
import { LAYOUTS } from "../src/procedural/layouts/index.ts";
import { fitSize, textWidth, wrapToFit } from "../src/procedural/metrics.ts";
import { PALETTES } from "../src/procedural/palettes.ts";
import { hashString, Rng } from "../src/procedural/random.ts";
import { escapeXml, n } from "../src/procedural/svg.ts";

describe("procedural generator helpers", () => {
  it("seeds a repeatable PRNG from a string", () => {
    expect(hashString("greenleaf")).toBe(hashString("greenleaf"));
    expect(hashString("greenleaf")).not.toBe(hashString("greenleaf2"));
    const a = new Rng("seed");
    const b = new Rng("seed");
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    for (const v of seqA) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
    expect(new Rng("x").shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("escapes XML and strips characters XML cannot carry", () => {
    expect(escapeXml(`Bud & <Bloom> "the" 'leaf'\u0001`)).toBe("Bud &amp; &lt;Bloom&gt; &quot;the&quot; &apos;leaf&apos;");
    expect(n(-0.04)).toBe("0");
    expect(n(12.345)).toBe("12.3");
  });

  it("fits and wraps text by measured widths", () => {
    const size = fitSize("GREENLEAF DISPENSARY", "Anton", 800, 400);
    expect(textWidth("GREENLEAF DISPENSARY", "Anton", size)).toBeLessThanOrEqual(800.01);
    const wrapped = wrapToFit("THE ORIGINAL NORTHERN COLORADO CANNABIS COLLECTIVE", "Anton", 900, 200, 3);
    expect(wrapped.lines.length).toBeGreaterThan(1);
    for (const line of wrapped.lines) expect(textWidth(line, "Anton", wrapped.size)).toBeLessThanOrEqual(900.01);
  });

  it("derives a short brand for product names", () => {
    expect(shortBrand("Greenleaf Dispensary")).toBe("Greenleaf");
    expect(shortBrand("Mile High Cannabis Co.")).toBe("Mile High");
    expect(shortBrand("Smokey's Glass & Grass")).toBe("Smokey's Glass & Grass");
    expect(shortBrand("Dispensary")).toBe("Dispensary");
  });

  it("has coprime layout and palette counts, so 20 slots never repeat a pair", () => {
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    expect(LAYOUTS.length * PALETTES.length).toBeGreaterThanOrEqual(20);
    expect(gcd(LAYOUTS.length, PALETTES.length)).toBe(1);
    expect(new Set(LAYOUTS.map((l) => l.id)).size).toBe(LAYOUTS.length);
    expect(new Set(PALETTES.map((p) => p.name)).size).toBe(PALETTES.length);
  });
});
