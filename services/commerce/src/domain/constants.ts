import { SHIRT_PRICE, SHIRT_SPLIT } from "@highcotton/kit/money";

/** SPEC §9: every shirt sells for $25 whatever a design's stored price says; shipping is free. */
export const UNIT_PRICE = SHIRT_PRICE;
/** SPEC §9: a store earns $4 per shirt of its designs; the print merchant $16. */
export const STORE_EARNING_PER_SHIRT = SHIRT_SPLIT.dispensary;
export const MERCHANT_EARNING_PER_SHIRT = SHIRT_SPLIT.merchant;
/** SPEC §9: earnings can be withdrawn 90 days after the sale. */
export const HOLD_DAYS = 90;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** Different design-and-size lines a cart holds: keeps a payment well inside a provider's limits. */
export const MAX_CART_LINES = 50;
export const DEFAULT_SIZE = "M";
