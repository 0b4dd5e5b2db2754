import { fileNameSlug } from "@highcotton/form-fields";

/** The marketplace's name and motto, as printed on its QR art and stores' counter cards. */
export const BRAND_NAME = "High Cotton";
export const BRAND_MOTTO = "Wear the culture.";
/** "highcotton": the brand name in lower case, without spaces, for file names. */
export const BRAND_SLUG = BRAND_NAME.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** "Mile High Café & Co." → "mile-high-cafe-co": a store name as it may appear in a file name. */
export function storeSlug(storeName: string): string {
  return fileNameSlug(storeName) || "store";
}
