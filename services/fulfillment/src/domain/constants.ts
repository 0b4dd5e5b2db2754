import { SHIRT_SPLIT } from "@highcotton/kit/money";

/** A merchant's subscription: $5 a month (SPEC §9). */
export const MONTHLY_FEE_CENTS = 500;

/** What a merchant earns for each $25 shirt it prints. */
export const EARNINGS_PER_SHIRT_CENTS = SHIRT_SPLIT.merchant;
