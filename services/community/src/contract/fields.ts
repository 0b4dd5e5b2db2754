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
  required?: string;
  tooLong?: string;
}

/** A required text field: at most `max` characters, no NUL, trimmed, not blank. */
export function text(label: string, rules: TextRules) {
  const required = rules.required ?? `${label} is required`;
  return stringOf(label, required)
    .max(rules.max, rules.tooLong ?? `${label} must be at most ${rules.max} characters`)
    .regex(NO_NUL, `${label} must not contain NUL characters`)
    .trim()
    .min(1, required);
}

/** An optional text field: missing, null or blank is null. */
export function optionalText(label: string, rules: Pick<TextRules, "max" | "tooLong">) {
  return stringOf(label, `${label} must be a string`)
    .max(rules.max, rules.tooLong ?? `${label} must be at most ${rules.max} characters`)
    .regex(NO_NUL, `${label} must not contain NUL characters`)
    .trim()
    .nullish()
    .transform((value) => value || null);
}

/**
 * Whether a text shows anything: not only spaces, control or format characters (zero-width spaces,
 * direction marks), which would make a post, comment or name that looks empty.
 */
export const hasVisibleText = (text: string): boolean => /[^\s\p{Cc}\p{Cf}\p{Z}]/u.test(text);
