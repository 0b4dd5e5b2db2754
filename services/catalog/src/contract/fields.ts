import { z } from "zod";

// Text fields as every form of this service takes them. The contract imports nothing but zod (the
// browser loads it), so these few builders live beside the rules that use them.

/** No form produces a NUL character and PostgreSQL's text cannot store one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses.
const NO_NUL = /^[^\u0000]*$/;

const missing = (input: unknown) => input === undefined || input === null;

/** A string, or a message naming the field (missing and wrong type differ). */
const stringOf = (label: string, required: string) =>
  z.string({ error: (issue) => (missing(issue.input) ? required : `${label} must be a string`) });

export interface TextRules {
  max: number;
  /** Shortest accepted value after trimming (default 1: blank is missing). */
  min?: number;
  required?: string;
  /** When the trimmed value is shorter than `min` (default: the required message). */
  tooShort?: string;
  tooLong?: string;
  /** Keep surrounding spaces (passwords). */
  keepSpaces?: boolean;
}

/** A required text field: at most `max` characters, no NUL, trimmed unless `keepSpaces`, at least `min`. */
export function text(label: string, rules: TextRules) {
  const required = rules.required ?? `${label} is required`;
  const base = stringOf(label, required)
    .max(rules.max, rules.tooLong ?? `${label} must be at most ${rules.max} characters`)
    .regex(NO_NUL, `${label} must not contain NUL characters`);
  const present = (rules.keepSpaces ? base : base.trim()).min(1, required);
  return (rules.min ?? 1) > 1 ? present.min(rules.min ?? 1, rules.tooShort ?? required) : present;
}

/** A US ZIP code: 5 digits, or ZIP+4. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
export const zipCode = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: (issue) => (missing(issue.input) ? messages.required : messages.invalid) })
    .trim()
    .min(1, messages.required)
    .regex(ZIP_CODE_PATTERN, messages.invalid);
