import { SHIRT_SPLIT } from "@highcotton/commerce/contract";
import { cents } from "@highcotton/kit/money";
import { MERCHANT_MONTHLY_FEE } from "../contract/index.ts";

/** A merchant's subscription: $5 a month (SPEC §9). */
export const MONTHLY_FEE_CENTS = cents(MERCHANT_MONTHLY_FEE);

/** What a merchant earns for each $25 shirt it prints: commerce's split. */
export const EARNINGS_PER_SHIRT_CENTS = cents(SHIRT_SPLIT.merchant);
