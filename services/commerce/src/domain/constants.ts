import { cents } from "@highcotton/kit/money";
import { SHIRT_PRICE, SHIRT_SPLIT } from "../contract/index.ts";

// The contract's prices (plain cents, so the browser can read them) as the kit's money type.

/** SPEC §9: every shirt sells for $25 whatever a design's stored price says. */
export const UNIT_PRICE = cents(SHIRT_PRICE);
/** SPEC §9: a store earns $4 per shirt of its designs; the print merchant $16. */
export const STORE_EARNING_PER_SHIRT = cents(SHIRT_SPLIT.dispensary);
export const MERCHANT_EARNING_PER_SHIRT = cents(SHIRT_SPLIT.merchant);
