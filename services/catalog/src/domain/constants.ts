import { SHIRT_PRICE, toDecimal } from "@highcotton/kit/domain";

/** Catalog's rules in SPEC's numbers (§1, §9). */
export const INITIAL_DESIGNS = 20;
export const MONTHLY_DESIGNS = 2;
/**
 * Shown and charged per shirt: the kit's $25 shirt price in SPEC's numeric(10,2) form. SPEC's
 * column default (20.00) is kept for rows that set none.
 */
export const STORE_DESIGN_PRICE = toDecimal(SHIRT_PRICE);
export const CUSTOM_DESIGN_PRICE = toDecimal(SHIRT_PRICE);
/** Custom designs one browser session may make within the window. */
export const CUSTOM_DESIGNS_PER_WINDOW = 5;
/** …and one client address (several shoppers may share one), so a new session id buys no more. */
export const CUSTOM_DESIGNS_PER_ADDRESS_PER_WINDOW = 15;
export const CUSTOM_DESIGN_WINDOW_MINUTES = 10;
export const CUSTOM_PROMPT_MAX = 500;
export const FEATURED_DESIGNS = 3;
/** Print file: 12 x 12 in at 300 DPI. */
export const PRINT_INCHES = 12;
export const PRINT_DPI = 300;
export const PRINT_PIXELS = PRINT_INCHES * PRINT_DPI;
