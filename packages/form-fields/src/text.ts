import { stringOf } from "./string-of.ts";

/** No form produces a NUL character and PostgreSQL's text cannot store one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses.
const NO_NUL = /^[^\u0000]*$/;

/** Shows at least one letter or digit: not only punctuation, zero-width or direction characters. */
export const VISIBLE = /[\p{L}\p{N}]/u;

export interface TextRules {
  /** Longest accepted value, counted before trimming. */
  max: number;
  /** Shortest accepted value after trimming (default 1: blank is missing). */
  min?: number;
  /** When the field is missing, null or blank (default "<label> is required"). */
  required?: string;
  /** When the trimmed value is shorter than `min` (default: the required message). */
  tooShort?: string;
  /** When longer than `max` (default "<label> must be at most <max> characters"). */
  tooLong?: string;
  /** Keep surrounding spaces (passwords); default false. */
  keepSpaces?: boolean;
}

/** A string at most `max` long without NUL; other types get a message naming the field. */
const boundedText = (label: string, required: string, rules: Pick<TextRules, "max" | "tooLong">) =>
  stringOf(required, `${label} must be a string`)
    .max(rules.max, rules.tooLong ?? `${label} must be at most ${rules.max} characters`)
    .regex(NO_NUL, `${label} must not contain NUL characters`);

/**
 * A required text field: at most `max` characters, no NUL character, and (trimmed unless
 * `keepSpaces`) at least `min` characters.
 */
export function text(label: string, rules: TextRules) {
  const required = rules.required ?? `${label} is required`;
  const base = boundedText(label, required, rules);
  // Blank is missing; a short value is too short.
  const present = (rules.keepSpaces ? base : base.trim()).min(1, required);
  return (rules.min ?? 1) > 1 ? present.min(rules.min ?? 1, rules.tooShort ?? required) : present;
}

/** An optional text field: missing, null or blank is null; anything else follows `text` but for the minimum. */
export function optionalText(label: string, rules: Pick<TextRules, "max" | "tooLong">) {
  return boundedText(label, `${label} must be a string`, rules)
    .trim()
    .nullish()
    .transform((value) => value || null);
}
