import { z } from "zod";
import { type DomainError, fail, ok, type Result } from "./errors.ts";

// Input rules the services and the REST adapter share. Pure (zod and the error values only), so
// `@highcotton/kit/validation` loads without the database, bus or storage code.

/**
 * Validates input with zod. The first problem's message is the user-facing one, so schemas carry
 * SPEC's messages on each rule.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): Result<z.infer<S>, DomainError> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return ok(result.data);
  return fail("BAD_USER_INPUT", firstIssueMessage(result.error));
}

/** The message of the first problem zod found: the one to show. */
export const firstIssueMessage = (error: z.ZodError): string => error.issues[0]?.message ?? "Invalid input";

/** No form produces a NUL character and PostgreSQL's text cannot store one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses.
const NO_NUL = /^[^\u0000]*$/;

export interface TextRules {
  /** Longest accepted value, counted before trimming. */
  max: number;
  /** Shortest accepted value after trimming (default 1: blank is missing). */
  min?: number;
  /** When the field is missing or null (default "<label> is required"). */
  required?: string;
  /** When the trimmed value is shorter than `min` (default: the required message). */
  tooShort?: string;
  /** When longer than `max` (default "<label> must be at most <max> characters"). */
  tooLong?: string;
  /** Keep surrounding spaces (passwords); default false. */
  keepSpaces?: boolean;
}

const missing = (input: unknown) => input === undefined || input === null;

/** A string of this field's type, or a message naming the field (missing and wrong type differ). */
const stringOf = (label: string, required: string) =>
  z.string({ error: (issue) => (missing(issue.input) ? required : `${label} must be a string`) });

/**
 * A text field: a string (other types are refused with a message naming the field), at most `max`
 * characters, no NUL character, and (trimmed unless `keepSpaces`) at least `min` characters.
 */
export function safeText(label: string, rules: TextRules) {
  const required = rules.required ?? `${label} is required`;
  const base = stringOf(label, required)
    .max(rules.max, rules.tooLong ?? `${label} must be at most ${rules.max} characters`)
    .regex(NO_NUL, `${label} must not contain NUL characters`);
  const trimmed = rules.keepSpaces ? base : base.trim();
  // Blank is missing; a short value is too short.
  const present = trimmed.min(1, required);
  return (rules.min ?? 1) > 1 ? present.min(rules.min ?? 1, rules.tooShort ?? required) : present;
}

/**
 * An optional text field: missing, null or blank is null; anything else follows `safeText`'s
 * rules except the minimum.
 */
export function optionalText(label: string, rules: Pick<TextRules, "max" | "tooLong">) {
  return stringOf(label, `${label} must be a string`)
    .max(rules.max, rules.tooLong ?? `${label} must be at most ${rules.max} characters`)
    .regex(NO_NUL, `${label} must not contain NUL characters`)
    .trim()
    .nullish()
    .transform((value) => value || null);
}

/** SPEC §3: `session_` + a timestamp + `_` + a random base-36 string, as the web app makes it. */
export const SESSION_ID_PATTERN = /^session_\d+_[a-z0-9]+$/;
export const SESSION_ID_MAX = 100;
export const sessionIdMessages = {
  required: "A browser session id is required",
  invalid: "The browser session id is not valid",
} as const;

/** The browser session id of an anonymous shopper. */
export const sessionIdSchema = z
  .string({ error: (issue) => (missing(issue.input) ? sessionIdMessages.required : sessionIdMessages.invalid) })
  .min(1, sessionIdMessages.required)
  .max(SESSION_ID_MAX, sessionIdMessages.invalid)
  .regex(SESSION_ID_PATTERN, sessionIdMessages.invalid);

export const isSessionId = (value: unknown): value is string => sessionIdSchema.safeParse(value).success;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names nothing (and must not reach the database as a uuid). */
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/**
 * An id field (a UUID). Missing and wrong types get messages naming the field; any other string
 * gets `invalid` (a path's id may pass its resource's "not found" message).
 */
export const entityId = (label: string, invalid = `${label} is not a valid id`) =>
  stringOf(label, `${label} is required`).max(36, invalid).regex(UUID, invalid).meta({ format: "uuid" });

/** The 50 US states' two-letter codes (SPEC §9). */
export const US_STATE_CODES = [
  ...["AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY"],
  ...["LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC"],
  ...["ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY"],
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];
const STATE_CODES: ReadonlySet<string> = new Set(US_STATE_CODES);

/** A US state code, any case (stored upper case); documented as the list of codes. */
export const usStateCode = (message: string) =>
  z
    .string(message)
    .trim()
    .toUpperCase()
    .refine((code): code is UsStateCode => STATE_CODES.has(code), message)
    .meta({ enum: [...US_STATE_CODES] });

/** A US ZIP code: 5 digits, or ZIP+4. A code shorter than `min` (default 1: blank) is missing. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
export const zipCode = (messages: { required: string; invalid: string }, min = 1) =>
  z
    .string({ error: (issue) => (missing(issue.input) ? messages.required : messages.invalid) })
    .trim()
    .min(min, messages.required)
    .regex(ZIP_CODE_PATTERN, messages.invalid);

/** The messages of a US address's fields, as SPEC §5's forms word them. */
export interface UsAddressMessages {
  addressRequired: string;
  cityRequired: string;
  stateRequired: string;
  stateLength: string;
  zipRequired: string;
  zipInvalid: string;
}

export interface UsAddressRules {
  /** Refuse two letters that are not one of the 50 states' codes (with `stateLength`). */
  usStatesOnly?: boolean;
  /** A shorter ZIP code is missing rather than invalid (SPEC's checkout: 5). */
  zipMin?: number;
}

/** Street and city: nothing a shipping label carries needs more. */
const STREET_MAX = 200;
const CITY_MAX = 100;

/**
 * The street, city, state and ZIP fields of SPEC §5's address forms: street and city required,
 * the state exactly two letters (shorter is missing; stored upper case), the ZIP 5 digits or ZIP+4.
 */
export function usAddressFields(messages: UsAddressMessages, rules: UsAddressRules = {}) {
  const state = z
    .string(messages.stateRequired)
    .trim()
    .min(2, messages.stateRequired)
    .max(2, messages.stateLength)
    .regex(/^[A-Za-z]{2}$/, messages.stateLength)
    .toUpperCase();
  return {
    address: safeText("Address", { max: STREET_MAX, required: messages.addressRequired }),
    city: safeText("City", { max: CITY_MAX, required: messages.cityRequired }),
    state: rules.usStatesOnly ? state.refine((code) => STATE_CODES.has(code), messages.stateLength) : state,
    zip: zipCode({ required: messages.zipRequired, invalid: messages.zipInvalid }, rules.zipMin),
  };
}

/** Browsers' FileReader hands files over as data URLs; the type declared in one is ignored. */
const DATA_URL_PREFIX = /^data:[a-z0-9.+-]+\/[a-z0-9.+-]+;base64,/i;
/**
 * Standard base64 with whole quanta: padding only at the end, no whitespace, no URL-safe letters.
 * One character class, so megabytes of text cost no backtracking.
 */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** What to say when an upload is missing, too large, or not a file at all. */
export interface UploadRefusals {
  missing: string;
  tooLarge: string;
  malformed: string;
}

/**
 * An uploaded file's bytes from its base64 text (a data URL's prefix allowed). A text too long for
 * `maxBytes` is refused by its length before anything is decoded, so a 100 MB string costs nothing.
 */
export function decodeBase64Upload(text: string, maxBytes: number, refusals: UploadRefusals): Result<Buffer> {
  const prefix = DATA_URL_PREFIX.exec(text.slice(0, 100))?.[0].length ?? 0;
  const length = text.length - prefix;
  if (length === 0) return fail("BAD_USER_INPUT", refusals.missing);
  if (length > Math.ceil(maxBytes / 3) * 4) return fail("BAD_USER_INPUT", refusals.tooLarge);
  const base64 = prefix ? text.slice(prefix) : text;
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return fail("BAD_USER_INPUT", refusals.malformed);
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > maxBytes) return fail("BAD_USER_INPUT", refusals.tooLarge);
  return ok(bytes);
}
