import { fail, ok, parseInput, type Result, sessionIdSchema, usStateCode } from "@highcotton/kit/domain";
import { z } from "zod";
import { MINIMUM_AGE, messages, profileFields } from "../contract/index.ts";
import { findBlockedWord } from "./blocklist.ts";
import type { Day } from "./question-day.ts";

/** Short strings only: a field's rules never need to look at megabytes. */
const SHORT_FIELD_MAX = 100;

/** Missing, null or blank is null (SPEC: empty optional fields are not stored); anything else trimmed. */
const blankIsNull = (message: string) =>
  z
    .string(message)
    .max(SHORT_FIELD_MAX, message)
    .nullish()
    .transform((value) => value?.trim() || null);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Nobody on the society was born before this; an earlier year is a typo. */
const EARLIEST_BIRTH_YEAR = 1900;

/** A calendar date that exists (2023-02-30 does not), written YYYY-MM-DD. */
export function isRealDate(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Whether someone born on `birthday` is at least MINIMUM_AGE on `today`: their 21st birthday is
 * today or earlier (someone born on 29 February turns 21 on 1 March in a common year).
 */
export function isOfAge(birthday: Day, today: Day): boolean {
  const [year, rest] = [Number(birthday.slice(0, 4)), birthday.slice(4)];
  return `${String(year + MINIMUM_AGE).padStart(4, "0")}${rest}` <= today;
}

/** SPEC §5's profile form (the contract's texts, then state and birthday), judged on `today` (the local day, for the age). */
export function profileFormSchema(today: Day) {
  return z.object({
    sessionId: sessionIdSchema,
    ...profileFields.shape,
    state: blankIsNull(messages.stateLength).pipe(usStateCode(messages.stateLength).nullable()),
    birthday: blankIsNull(messages.birthdayInvalid).superRefine((birthday, context) => {
      if (birthday === null) return;
      const year = Number(birthday.slice(0, 4));
      if (!isRealDate(birthday) || year < EARLIEST_BIRTH_YEAR || birthday > today) {
        context.addIssue({ code: "custom", message: messages.birthdayInvalid });
      } else if (!isOfAge(birthday, today)) {
        context.addIssue({ code: "custom", message: messages.birthdayTooYoung });
      }
    }),
    /** Judged by storeImages; only its shape here. */
    avatar: z.object({ base64: z.string(messages.notAnImage) }, messages.notAnImage).nullish(),
  });
}

export type ProfileForm = z.infer<ReturnType<typeof profileFormSchema>>;

/**
 * The profile form, checked in the order the dialog shows its fields, then for blocked words in
 * what others read (display name, bio, city).
 */
export function readProfileForm(input: unknown, rules: { today: Day; blockedWords: readonly string[] }): Result<ProfileForm> {
  const parsed = parseInput(profileFormSchema(rules.today), input);
  if (!parsed.ok) return parsed;
  const { displayName, bio, city } = parsed.value;
  if (findBlockedWord([displayName, bio, city], rules.blockedWords)) return fail("BAD_USER_INPUT", messages.blockedWords);
  return ok(parsed.value);
}
