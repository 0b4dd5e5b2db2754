import { optionalText, text } from "@highcotton/form-fields";
import { z } from "zod";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PROMO_CODE_MAX, USERNAME_MAX, USERNAME_MIN } from "./limits.ts";
import { labels, messages } from "./messages.ts";

/** The account types one may sign up as (SPEC §6): Consumer, Dispensary Owner, Merchant. */
export const ACCOUNT_TYPES = ["user", "dispensary", "merchant"] as const;

const optionalName = (label: string) => optionalText(label, { max: NAME_MAX, tooLong: messages.nameTooLong });

/** The sign-up form's rules (SPEC §5). Unknown fields are dropped, so a role can't sneak in elsewhere. */
export const registrationSchema = z
  .object({
    username: text(labels.username, {
      min: USERNAME_MIN,
      max: USERNAME_MAX,
      required: messages.usernameLength,
      tooLong: messages.usernameLength,
    }),
    email: text(labels.email, { max: EMAIL_MAX, required: messages.emailInvalid, tooLong: messages.emailInvalid })
      .toLowerCase()
      .meta({ format: "email" })
      .pipe(z.email(messages.emailInvalid)),
    password: text(labels.password, {
      min: PASSWORD_MIN,
      max: PASSWORD_MAX,
      required: messages.passwordLength,
      tooLong: messages.passwordLength,
      keepSpaces: true,
    }),
    confirmPassword: text(labels.confirmPassword, {
      max: PASSWORD_MAX,
      required: messages.passwordMismatch,
      tooLong: messages.passwordMismatch,
      keepSpaces: true,
    }),
    firstName: optionalName(labels.firstName),
    lastName: optionalName(labels.lastName),
    role: z
      .enum(ACCOUNT_TYPES, messages.roleInvalid)
      .nullish()
      .transform((role) => role ?? "user"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordMismatch,
    path: ["confirmPassword"],
    // Checked even when another field is wrong, so a form shows every mistake at once.
    when: ({ value }) => {
      const form = value as { password?: unknown; confirmPassword?: unknown };
      return typeof form.password === "string" && typeof form.confirmPassword === "string";
    },
  });

export type Registration = z.infer<typeof registrationSchema>;

/**
 * The sign-in form's rules (SPEC §5): username and password required, promo code optional. No
 * account has a longer name or password than sign-up allows, so longer ones are refused unread.
 */
export const loginSchema = z.object({
  username: text(labels.username, { max: USERNAME_MAX, required: messages.usernameRequired, tooLong: messages.usernameLength }),
  password: text(labels.password, {
    max: PASSWORD_MAX,
    required: messages.passwordRequired,
    tooLong: messages.passwordLength,
    keepSpaces: true,
  }),
  promoCode: optionalText(labels.promoCode, { max: PROMO_CODE_MAX, tooLong: messages.promoCodeInvalid }).transform((code) =>
    code ? code.toUpperCase() : null,
  ),
  /** The password an operator chooses when signing in with a one-time password. */
  newPassword: text(labels.newPassword, {
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
    required: messages.passwordLength,
    tooLong: messages.passwordLength,
    keepSpaces: true,
  })
    .nullish()
    .transform((password) => password ?? null),
});

export type LoginForm = z.infer<typeof loginSchema>;

/** An operator as `highcotton operator create` names it: sign-up's username rules, an optional email. */
export const operatorSchema = z.object({
  username: text(labels.username, {
    min: USERNAME_MIN,
    max: USERNAME_MAX,
    required: messages.usernameLength,
    tooLong: messages.usernameLength,
  }),
  email: optionalText(labels.email, { max: EMAIL_MAX, tooLong: messages.emailInvalid })
    .transform((email) => email?.toLowerCase() ?? null)
    .pipe(z.email(messages.emailInvalid).nullable()),
});

export type OperatorForm = z.infer<typeof operatorSchema>;
