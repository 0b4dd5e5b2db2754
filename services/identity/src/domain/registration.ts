import { optionalText, ROLES, safeText } from "@highcotton/kit/domain";
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from "./constants.ts";
import { messages } from "./messages.ts";

const optionalName = (label: string) => optionalText(label, { max: 100, tooLong: messages.nameTooLong });

/** An email address has at most 254 characters (RFC 5321's path limit). */
const EMAIL_MAX = 254;

/** The sign-up form's rules (SPEC §5). Unknown fields are dropped, so a role can't sneak in elsewhere. */
export const registrationSchema = z
  .object({
    username: safeText("Username", {
      min: USERNAME_MIN,
      max: USERNAME_MAX,
      required: messages.usernameLength,
      tooLong: messages.usernameLength,
    }),
    email: safeText("Email", { max: EMAIL_MAX, required: messages.emailInvalid, tooLong: messages.emailInvalid })
      .toLowerCase()
      .pipe(z.email(messages.emailInvalid)),
    password: safeText("Password", {
      min: PASSWORD_MIN,
      max: PASSWORD_MAX,
      required: messages.passwordLength,
      tooLong: messages.passwordLength,
      keepSpaces: true,
    }),
    confirmPassword: safeText("Confirm password", {
      max: PASSWORD_MAX,
      required: messages.passwordMismatch,
      tooLong: messages.passwordMismatch,
      keepSpaces: true,
    }),
    firstName: optionalName("First name"),
    lastName: optionalName("Last name"),
    role: z
      .enum(ROLES, messages.roleInvalid)
      .nullish()
      .transform((role) => role ?? "user"),
  })
  .refine((form) => form.password === form.confirmPassword, { message: messages.passwordMismatch, path: ["confirmPassword"] });

export type Registration = z.infer<typeof registrationSchema>;
