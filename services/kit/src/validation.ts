import { isUsStateCode, stateCode, text, zipCode } from "@highcotton/form-fields";
import type { z } from "zod";
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

// The field builders live in @highcotton/form-fields, which the contracts and the browser load;
// kit users take them from here. `text` is `safeText` here, since drizzle's column builder is
// also called `text` in service code.
export {
  entityId,
  isSessionId,
  isUuid,
  optionalText,
  SESSION_ID_MAX,
  SESSION_ID_PATTERN,
  sessionIdMessages,
  sessionIdSchema,
  type TextRules,
  text as safeText,
  US_STATE_CODES,
  usStateCode,
  ZIP_CODE_PATTERN,
  zipCode,
} from "@highcotton/form-fields";

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
  const state = stateCode({ required: messages.stateRequired, invalid: messages.stateLength });
  return {
    address: text("Address", { max: STREET_MAX, required: messages.addressRequired }),
    city: text("City", { max: CITY_MAX, required: messages.cityRequired }),
    state: rules.usStatesOnly ? state.refine(isUsStateCode, messages.stateLength) : state,
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
