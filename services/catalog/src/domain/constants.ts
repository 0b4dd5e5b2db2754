import { SHIRT_PRICE } from "@highcotton/commerce/contract";
import { cents, toDecimal } from "@highcotton/kit/domain";

/**
 * Shown and charged per shirt: commerce's $25 shirt price in SPEC's numeric(10,2) form. SPEC's
 * column default (20.00) is kept for rows that set none.
 */
export const STORE_DESIGN_PRICE = toDecimal(cents(SHIRT_PRICE));
export const CUSTOM_DESIGN_PRICE = toDecimal(cents(SHIRT_PRICE));
