/** Identity's rules in SPEC's numbers (§5). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 100;
/** First and last names. */
export const NAME_MAX = 100;
/** An email address has at most 254 characters (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
/** Promo codes are short words like WELCOME21. */
export const PROMO_CODE_MAX = 50;
/**
 * How long an operator's one-time password (from `highcotton operator create`) lets them choose
 * their own password; after that the command must be run again.
 */
export const ONE_TIME_PASSWORD_HOURS = 24;
