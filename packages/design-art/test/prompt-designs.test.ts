import { describe, expect, it } from "vitest";
import { iconByName, icons } from "../src/motif-library/icon-set.ts";
import { prefixIds } from "../src/motif-library/prefix-ids.ts";
import { composeDesign } from "../src/procedural/design.ts";
import { singular } from "../src/procedural/prompt.ts";
import { Defs } from "../src/procedural/svg.ts";
import { readPrompt } from "../src/prompt-reading.ts";
import { textContent } from "./svg-text.ts";

/** The path data of an icon as the library draws it. */
function iconPaths(name: string): string[] {
  const icon = iconByName(name);
  if (!icon) throw new Error(`no icon ${name}`);
  return [...icon.body.matchAll(/\bd="([^"]+)"/g)].map((m) => m[1] as string);
}

const custom = (prompt: string, seed = "s1") => composeDesign({ prompt, slot: 1, seed });

describe("reading a prompt", () => {
  it("reads subjects, relation, style, inks and shirt from the line-art leaf prompt", () => {
    const reading = readPrompt("Minimalist line-art leaf inside a circle, forest green on cream");
    expect(reading.subjects.map((s) => s.drawnAs)).toEqual(["leaf", "circle"]);
    expect(reading.relations).toEqual([{ subject: "leaf", relation: "inside", object: "circle" }]);
    expect(reading.styleId).toBe("line-art");
    expect(reading.inks).toEqual([{ name: "forest green", hex: "#1f5c3a" }]);
    expect(reading.shirt).toEqual({ name: "cream", hex: "#f1e6c8" });
    expect(reading.text).toBeUndefined();
    expect(reading.notUnderstood).toEqual([]);
    expect(reading.brief).toContain("a cannabis leaf inside a circle drawn as a frame around it, in a line art style");
    expect(reading.brief).toContain("forest green (#1f5c3a)");
    expect(reading.brief).toContain("No text");
  });

  it("reads quoted text exactly, and a holder and what it holds", () => {
    const reading = readPrompt('cute bear holding a joint, "STAY LIFTED"');
    expect(reading.subjects).toEqual([
      { word: "bear", drawnAs: "bear", family: "animal" },
      { word: "joint", drawnAs: "joint", family: "smoking" },
    ]);
    expect(reading.relations).toEqual([{ subject: "bear", relation: "holding", object: "joint" }]);
    expect(reading.text).toBe("STAY LIFTED");
    expect(readPrompt("a frog with 'hop to it' on top").text).toBe("hop to it");
    expect(reading.brief).toContain('exactly the text "STAY LIFTED"');
  });

  it("keeps a genre word from drawing a thing, and names what it cannot draw", () => {
    const reading = readPrompt("Skeleton playing electric guitar, vintage 70s rock poster");
    expect(reading.subjects.map((s) => s.drawnAs)).toEqual(["skeleton", "guitar"]);
    expect(reading.relations[0]?.relation).toBe("holding");
    expect(reading.styleId).toBe("vintage-poster");
    expect(reading.notUnderstood).toContain("rock");
  });

  it("prints capitals only when two or more words are in capitals, and nothing for 'no text'", () => {
    expect(readPrompt("an alien smoking under the moon with KEEP IT KIND").text).toBe("KEEP IT KIND");
    expect(readPrompt("a UFO abducting a cow").text).toBeUndefined();
    const none = readPrompt('a skull, "BONES", no text');
    expect(none.noText).toBe(true);
    expect(none.text).toBeUndefined();
  });

  it("tells a shirt colour from an ink, and a ring of things from a frame", () => {
    const reading = readPrompt("orange and purple mushroom on a black tee");
    expect(reading.inks.map((i) => i.name)).toEqual(["orange", "purple"]);
    expect(reading.shirt?.name).toBe("black");
    expect(readPrompt("cat on a skateboard").relations[0]?.relation).toBe("on");
    expect(readPrompt("leaf surrounded by a ring of flames").relations).toEqual([
      { subject: "leaf", relation: "surrounded by", object: "flames" },
    ]);
  });
});

describe("custom designs draw exactly the reading", () => {
  it("draws the bear holding the joint, the joint over the bear, the text once and nothing else", () => {
    const design = custom('cute bear holding a joint, "STAY LIFTED"');
    expect(design.subjects).toEqual(["bear", "joint"]);
    for (const d of iconPaths("bear")) expect(design.svg).toContain(`d="${d}"`);
    const held = design.svg.indexOf('data-subject="joint"');
    expect(held).toBeGreaterThan(design.svg.indexOf('data-subject="bear"'));
    expect(design.svg).toContain('data-relation="holding"');
    expect(textContent(design.svg)).toBe("STAY LIFTED");
    expect(design.name).toBe("Custom: Stay Lifted");
  });

  it("prints no words when the prompt asks for none", () => {
    for (const prompt of [
      "Minimalist line-art leaf inside a circle, forest green on cream",
      "purple dreams forever",
      "a skull, no text",
    ]) {
      expect(textContent(custom(prompt).svg)).toBe("");
    }
    // Nothing to draw and nothing to print: the leaf.
    expect(custom("purple dreams forever").subjects).toEqual(["leaf"]);
  });

  it("draws line art as outlines in the named ink, and sets the shirt colour", () => {
    const design = custom("Minimalist line-art leaf inside a circle, forest green on cream");
    expect(design.shirtColor).toBe("#f1e6c8");
    expect(design.svg).toContain('data-style="line-art"');
    const art = design.svg.slice(design.svg.indexOf('data-engine="custom"'));
    const fills = [...art.matchAll(/\bfill="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(fills)).toEqual(new Set(["none"]));
    const strokes = new Set([...art.matchAll(/\bstroke="([^"]+)"/g)].map((m) => m[1]));
    expect(strokes).toEqual(new Set(["#1f5c3a"]));
  });

  it("is deterministic for the same prompt and seed", () => {
    const a = custom("alien and mushroom under the moon", "order-7");
    const b = custom("alien and mushroom under the moon", "order-7");
    expect(a.svg).toBe(b.svg);
    expect(a.name).toBe(b.name);
    expect(a.subjects).toEqual(b.subjects);
  });
});

describe("the motif library", () => {
  it("matches nouns through plurals, synonyms and icon names", () => {
    expect(readPrompt("two cats and some puppies").subjects.map((s) => s.drawnAs)).toEqual(["cat", "dog"]);
    expect(readPrompt("zombie mushrooms").subjects.map((s) => s.drawnAs)).toEqual(["man-zombie", "mushroom"]);
    expect(readPrompt("a bong, a grinder and rolling papers").subjects.map((s) => s.drawnAs)).toEqual([
      "bong",
      "grinder",
      "papers",
    ]);
    expect(readPrompt("A bear").text).toBeUndefined();
    expect(singular("leaves")).toBe("leaf");
    expect(singular("foxes")).toBe("fox");
    expect(singular("cactus")).toBe("cactus");
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
