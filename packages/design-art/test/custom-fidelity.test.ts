import { describe, expect, it } from "vitest";
import { FIDELITY_CASES, type FidelityCase } from "../src/fidelity/cases.ts";
import { checkCase, NO_TESSERACT_MESSAGE, ocrShows, ocrWords, readableWords, tesseractAvailable } from "../src/fidelity/check.ts";
import { composeDesign } from "../src/procedural/design.ts";

/** A sample of the fidelity suite (the whole suite runs in `npm run bench`): every style family, relation and text case. */
const SAMPLE: FidelityCase[] = [
  "Minimalist line-art leaf inside a circle, forest green on cream",
  'cute bear holding a joint, "STAY LIFTED"',
  "Skeleton playing electric guitar, vintage 70s rock poster",
  'alien holding a bong, neon green and purple, "TAKE ME HIGHER"',
  "cat on a skateboard on a white shirt",
  "mushroom surrounded by stars, psychedelic, orange and purple",
  "gothic rose with 'Stay Wild' in blackletter, black and white",
  "rocket ship blasting past saturn, no text",
].map((prompt) => {
  const found = FIDELITY_CASES.find((c) => c.prompt === prompt);
  if (!found) throw new Error(`not in the suite: ${prompt}`);
  return found;
});

// With REQUIRE_TESSERACT=1 (CI) a missing tesseract fails here instead of skipping.
const OCR = tesseractAvailable();

describe("custom designs show what their prompt asks for", () => {
  it.each(SAMPLE)("$prompt", async (c) => {
    const result = await checkCase(c, { ocr: false });
    expect(result.missing).toEqual([]);
    expect(result.unrequested).toEqual([]);
    expect(result.shown).toBe(result.total);
  });

  it.skipIf(!OCR).each(SAMPLE)(
    `OCR (${OCR ? "tesseract" : NO_TESSERACT_MESSAGE}) reads only the asked words: $prompt`,
    async (c) => {
      const design = composeDesign({ prompt: c.prompt, slot: 1, seed: "fidelity" });
      const words = await ocrWords(design.svg, design.shirtColor ?? "#2b2d2c");
      if (c.text) expect(ocrShows(c.text, words), `OCR read ${words.map((w) => w.text).join(" ")}`).toBe(true);
      else expect(readableWords(words)).toEqual([]);
    },
  );
});
