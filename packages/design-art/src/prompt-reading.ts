/**
 * What the engine understood of a shopper's prompt, before anything is drawn or charged: the page
 * shows it beside a preview, and an image model (when one is configured) is asked for its brief.
 */
import { subjectNames, subjectsOf } from "./motif-library/subjects.ts";
import { keyWords, printedText } from "./procedural/prompt.ts";

export type SubjectRelation = "holding" | "inside" | "on" | "with" | "surrounded by";

export interface PromptReading {
  /** What will be drawn, in prompt order: the prompt's word and the motif that draws it. */
  subjects: Array<{ word: string; drawnAs: string }>;
  /** How the subjects stand to each other ("bear holding joint"). */
  relations: Array<{ subject: string; relation: SubjectRelation; object: string }>;
  /** The style the prompt asked for ("line art", "vintage poster", ...), if any. */
  style?: string;
  /** Ink colours the prompt named, as the shopper wrote them and as hex. */
  inks: Array<{ name: string; hex: string }>;
  /** The shirt colour the prompt named ("on cream"), if any. */
  shirt?: { name: string; hex: string };
  /** The words to print, exactly; undefined when the prompt asks for none. */
  text?: string;
  /** The prompt said "no text": nothing at all is printed. */
  noText: boolean;
  /** Meaningful prompt words the engine could not draw. */
  notUnderstood: string[];
  /** The composition in one English paragraph: what an image model is asked to draw. */
  brief: string;
}

/** Reads a prompt into what will be drawn. Pure and fast: no rendering. */
export function readPrompt(prompt: string): PromptReading {
  const subjects = subjectsOf(prompt);
  const names = subjectNames(subjects);
  const used = new Set(subjects.map((s) => s.word));
  const text = printedText(prompt);
  const reading: PromptReading = {
    subjects: subjects.map((s, i) => ({ word: s.word, drawnAs: names[i] as string })),
    relations: [],
    inks: [],
    text,
    noText: /\bno (text|words|lettering)\b/i.test(prompt),
    notUnderstood: keyWords(prompt).filter((w) => !used.has(w)),
    brief: "",
  };
  reading.brief = `A print-ready t-shirt graphic: ${prompt.trim()}. Centered composition on a transparent background, bold shapes that print well, no shirt mockup.`;
  return reading;
}
