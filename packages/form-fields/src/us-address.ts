import { z } from "zod";
import { stringOf } from "./string-of.ts";

/** A US state's postal code: two letters. */
export const STATE_CODE_LENGTH = 2;

export interface StateCodeMessages {
  /** When the field is missing or shorter than two letters. */
  required: string;
  /** When it is longer, or not two letters. */
  invalid: string;
}

/**
 * A state as a shipping or business address takes it: exactly two letters, stored upper case.
 * Which two-letter codes name a state is catalog's list, added where it matters.
 */
export const stateCode = (messages: StateCodeMessages) =>
  z
    .string(messages.required)
    .trim()
    .min(STATE_CODE_LENGTH, messages.required)
    .max(STATE_CODE_LENGTH, messages.invalid)
    .regex(/^[A-Za-z]{2}$/, messages.invalid)
    .toUpperCase();

/** A US ZIP code: 5 digits, or ZIP+4. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

export interface ZipCodeMessages {
  /** When the field is missing or blank (and, without `tooShort`, shorter than `min`). */
  required: string;
  /** When it is there but shorter than `min` after trimming (default: `required`). */
  tooShort?: string;
  /** When it is not a string, or not 5 digits or ZIP+4. */
  invalid: string;
}

/**
 * A US ZIP code field, trimmed. A blank code is missing; one shorter than `min` (default 1) gets
 * `tooShort` when given, else counts as missing too.
 */
export const zipCode = (messages: ZipCodeMessages, min = 1) =>
  stringOf(messages.required, messages.invalid)
    .trim()
    .min(1, messages.required)
    .min(min, messages.tooShort ?? messages.required)
    .regex(ZIP_CODE_PATTERN, messages.invalid);
