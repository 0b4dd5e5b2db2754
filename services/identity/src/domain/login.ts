import { z } from "zod";
import { messages } from "./messages.ts";

/** The sign-in form's rules (SPEC §5): username and password required, promo code optional. */
export const loginSchema = z.object({
  username: z.string(messages.usernameRequired).trim().min(1, messages.usernameRequired),
  password: z.string(messages.passwordRequired).min(1, messages.passwordRequired),
  promoCode: z
    .string()
    .trim()
    .nullish()
    .transform((code) => (code ? code.toUpperCase() : null)),
});

export type LoginForm = z.infer<typeof loginSchema>;
