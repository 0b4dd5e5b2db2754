/** The words on a shopper's custom design and its product name, read from the prompt. */
import type { Subject } from "../motif-library/subjects.ts";
import { type DesignText, monogramOf, type Theme, themeTaglines } from "./content.ts";
import { headlineFromPrompt, keyWords, printedText, singular, titleCase } from "./prompt.ts";
import type { Rng } from "./random.ts";

const HEADLINE_MAX = 20;
const subjectWords = (subjects: readonly Subject[]) => new Set(subjects.map((s) => s.word));

/** "CUTE BEAR & JOINT": the first subject with the word before it, and the next subject if it fits. */
function subjectHeadline(prompt: string, subjects: readonly Subject[]): string | undefined {
  const [first, second] = subjects;
  if (!first) return undefined;
  const words = keyWords(prompt);
  const at = words.indexOf(first.word);
  const before = at > 0 ? (words[at - 1] as string) : undefined;
  // An adjective-like word: not another subject, not a verb form ("holding", "baked").
  const adjective = before && !subjectWords(subjects).has(before) && !/(ing|ed)$/.test(before) ? before : undefined;
  let headline = [adjective, singular(first.word)].filter(Boolean).join(" ");
  if (headline.length > HEADLINE_MAX) headline = singular(first.word);
  if (second) {
    const withSecond = `${headline} & ${singular(second.word)}`;
    if (withSecond.length <= HEADLINE_MAX) headline = withSecond;
  }
  return headline.toUpperCase();
}

/** The headline: what the prompt asks to print, else its subjects, else its first key words. */
export function customHeadline(prompt: string, subjects: readonly Subject[]): string {
  return printedText(prompt) ?? subjectHeadline(prompt, subjects) ?? headlineFromPrompt(prompt);
}

/** "Custom: Cute Bear & Joint". */
export function customName(prompt: string, subjects: readonly Subject[]): string {
  const words = customHeadline(prompt, subjects).split(" ").slice(0, 4).join(" ");
  return `Custom: ${titleCase(words)}`.slice(0, 80);
}

export function customText(prompt: string, subjects: readonly Subject[], theme: Theme | undefined, rng: Rng): DesignText {
  const [a, b] = theme
    ? themeTaglines(theme)
    : (rng.pick([
        ["STAY LIFTED", "GOOD VIBES ONLY"],
        ["STAY ELEVATED", "HIGHER GROUND"],
      ] as const) as readonly [string, string]);
  const headline = customHeadline(prompt, subjects);
  // A printed slogan that is also a tagline would print twice: the motto takes its place.
  const [location, tagline] = [a, b].map((line) => (line === headline ? "WEAR THE CULTURE" : line)) as [string, string];
  return { title: headline, location, tagline, extra: "GROWN WITH LOVE", monogram: monogramOf(headline), kind: "custom" };
}
