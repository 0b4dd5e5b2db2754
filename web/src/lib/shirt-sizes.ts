/** Shirt sizes a cart line can have (commerce's AddToCartInput.size). */
export const SHIRT_SIZES = ["S", "M", "L", "XL", "2XL", "3XL"] as const;
export type ShirtSize = (typeof SHIRT_SIZES)[number];
/** SPEC §9: the default cart size. */
export const DEFAULT_SHIRT_SIZE: ShirtSize = "M";
