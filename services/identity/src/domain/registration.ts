import { ROLES } from "@highcotton/kit/domain";
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from "./constants.ts";
import { messages } from "./messages.ts";

const optionalName = z
  .string()
  .trim()
  .max(100, messages.nameTooLong)
  .nullish()
  .transform((value) => value || null);

/** The sign-up form's rules (SPEC §5). Unknown fields are dropped, so a role can't sneak in elsewhere. */
export const registrationSchema = z
  .object({
    username: z
      .string(messages.usernameLength)
      .trim()
      .min(USERNAME_MIN, messages.usernameLength)
      .max(USERNAME_MAX, messages.usernameLength),
    email: z.string(messages.emailInvalid).trim().toLowerCase().pipe(z.email(messages.emailInvalid)),
    password: z
      .string(messages.passwordLength)
      .min(PASSWORD_MIN, messages.passwordLength)
      .max(PASSWORD_MAX, messages.passwordLength),
    confirmPassword: z.string(messages.passwordMismatch),
    firstName: optionalName,
    lastName: optionalName,
    role: z
      .enum(ROLES, messages.roleInvalid)
      .nullish()
      .transform((role) => role ?? "user"),
  })
  .refine((form) => form.password === form.confirmPassword, { message: messages.passwordMismatch, path: ["confirmPassword"] });

export type Registration = z.infer<typeof registrationSchema>;
