import { describe, expect, it } from "vitest";
import { prefixIds } from "../src/motif-library/draw-subjects.ts";
import { iconByName, icons } from "../src/motif-library/icon-set.ts";
import { subjectNames, subjectsOf } from "../src/motif-library/subjects.ts";
import { customHeadline } from "../src/procedural/custom-text.ts";
import { composeDesign } from "../src/procedural/design.ts";
import { printedText, singular } from "../src/procedural/prompt.ts";
import { Defs } from "../src/procedural/svg.ts";
import { textContent } from "./svg-text.ts";

/** The path data of an icon as the library draws it. */
function iconPaths(name: string): string[] {
  const icon = iconByName(name);
  if (!icon) throw new Error(`no icon ${name}`);
  return [...icon.body.matchAll(/\bd="([^"]+)"/g)].map((m) => m[1] as string);
}

const custom = (prompt: string, seed = "s1") => composeDesign({ prompt, slot: 1, seed });

describe("custom designs reflect the prompt", () => {
  it("draws a bear and a joint for 'cute bear holding a joint'", () => {
    const design = custom("cute bear holding a joint");
    expect(design.subjects).toEqual(["bear", "cigarette"]);
    for (const name of design.subjects) {
      const paths = iconPaths(name);
      expect(paths.length).toBeGreaterThan(0);
      for (const d of paths) expect(design.svg).toContain(`d="${d}"`);
      expect(design.svg).toContain(`data-icon="${name}"`);
    }
    const text = textContent(design.svg);
    expect(text).toContain("CUTE BEAR & JOINT");
    expect(text).not.toContain("HOLDING");
    expect(design.name).toBe("Custom: Cute Bear & Joint");
  });

  it("prints quoted text as the headline", () => {
    const design = custom('a skull with "STAY LIFTED"');
    expect(design.subjects).toEqual(["skull"]);
    expect(textContent(design.svg)).toContain("STAY LIFTED");
    expect(design.name).toBe("Custom: Stay Lifted");
    expect(textContent(custom("a cat that says “good vibes only”").svg)).toContain("GOOD VIBES ONLY");
    expect(textContent(custom("a frog with 'hop to it' on top").svg)).toContain("HOP TO IT");
  });

  it("prints words in capitals as the headline", () => {
    const design = custom("an alien smoking under the moon with KEEP IT KIND");
    expect(textContent(design.svg)).toContain("KEEP IT KIND");
    expect(printedText("a dog named I am")).toBeUndefined();
    expect(printedText("A bear")).toBeUndefined();
    expect(printedText("mushroom saying HIGH TIMES, ok")).toBe("HIGH TIMES");
  });

  it("is deterministic for the same prompt and seed", () => {
    const a = custom("alien and mushroom under the moon", "order-7");
    const b = custom("alien and mushroom under the moon", "order-7");
    expect(a.svg).toBe(b.svg);
    expect(a.name).toBe(b.name);
    expect(a.subjects).toEqual(b.subjects);
  });

  it("matches nouns through plurals, synonyms and icon names", () => {
    expect(subjectNames(subjectsOf("two cats and some puppies"))).toEqual(["cat", "dog"]);
    expect(subjectNames(subjectsOf("a blunt, a spliff and a lit flame"))).toEqual(["cigarette", "fire"]);
    expect(subjectNames(subjectsOf("zombie mushrooms"))).toEqual(["man-zombie", "mushroom"]);
    expect(subjectNames(subjectsOf("weed leaves and kush buds"))).toEqual(["leaf", "bud"]);
    // At most three; colour and mood words never become subjects.
    expect(subjectNames(subjectsOf("black cat, red dog, sun, moon, skull"))).toEqual(["cat", "dog", "sun"]);
    expect(singular("leaves")).toBe("leaf");
    expect(singular("foxes")).toBe("fox");
    expect(singular("cactus")).toBe("cactus");
  });

  it("falls back to the cannabis motifs when no noun matches an icon", () => {
    const design = custom("purple haze dreams forever");
    expect(design.subjects).toEqual([]);
    expect(design.svg).not.toContain("data-icon=");
    expect(textContent(design.svg)).toContain("PURPLE HAZE DREAMS");
    expect(customHeadline("the", [])).toBe("STAY ELEVATED");
  });

  it("draws scenery the theme's layout already has as scenery, not as stickers", () => {
    const design = custom("vintage mountain camping badge with pines");
    expect(design.layout).toBe("summit");
    expect(design.svg).not.toContain("data-icon=");
  });

  it("keeps every icon's ids unique when an icon is drawn more than once", () => {
    const withIds = [...icons().values()].find((icon) => /\bid="/.test(icon.body));
    expect(withIds).toBeDefined();
    const defs = new Defs("t");
    const twice = prefixIds(withIds!.body, defs.id("a")) + prefixIds(withIds!.body, defs.id("b"));
    const ids = [...twice.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, ref] of twice.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });
});
