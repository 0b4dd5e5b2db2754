import { optionalText, safeText } from "@highcotton/kit/domain";
import { z } from "zod";
import { PASSWORD_MAX, USERNAME_MAX } from "./constants.ts";
import { messages } from "./messages.ts";

/** Promo codes are short words like WELCOME21. */
const PROMO_CODE_MAX = 50;

/**
 * The sign-in form's rules (SPEC §5): username and password required, promo code optional. No
 * account has a longer name or password than sign-up allows, so longer ones are refused unread.
 */
export const loginSchema = z.object({
  username: safeText("Username", { max: USERNAME_MAX, required: messages.usernameRequired, tooLong: messages.usernameLength }),
  password: safeText("Password", {
    max: PASSWORD_MAX,
    required: messages.passwordRequired,
    tooLong: messages.passwordLength,
    keepSpaces: true,
  }),
  promoCode: optionalText("Promo code", { max: PROMO_CODE_MAX, tooLong: messages.promoCodeInvalid }).transform((code) =>
    code ? code.toUpperCase() : null,
  ),
});

export type LoginForm = z.infer<typeof loginSchema>;
