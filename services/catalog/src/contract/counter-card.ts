import { BRAND_SLUG, storeSlug } from "./brand.ts";

/**
 * A store's counter card: a print-ready card for the counter with the store's name, why to scan,
 * the QR code of its store page and the brand mark. 4 x 6 in, the PNG at 300 DPI.
 */
export const COUNTER_CARD_CALL_TO_ACTION = "Scan to shop our shirts";
export const COUNTER_CARD_INCHES = { width: 4, height: 6 } as const;
export const COUNTER_CARD_DPI = 300;
export const COUNTER_CARD_PIXELS = {
  width: COUNTER_CARD_INCHES.width * COUNTER_CARD_DPI,
  height: COUNTER_CARD_INCHES.height * COUNTER_CARD_DPI,
} as const;
/** PDF points are 1/72 in. */
export const COUNTER_CARD_POINTS = {
  width: COUNTER_CARD_INCHES.width * 72,
  height: COUNTER_CARD_INCHES.height * 72,
} as const;

export const COUNTER_CARD_FORMATS = ["png", "pdf"] as const;
export type CounterCardFormat = (typeof COUNTER_CARD_FORMATS)[number];
export const COUNTER_CARD_CONTENT_TYPES: Record<CounterCardFormat, string> = {
  png: "image/png",
  pdf: "application/pdf",
};

/** "highcotton-greenleaf-dispensary-counter-card.pdf": the download's name, from the store's name. */
export function counterCardFileName(storeName: string, format: CounterCardFormat): string {
  return `${BRAND_SLUG}-${storeSlug(storeName)}-counter-card.${format}`;
}

/** The card's address under /api: the REST route's path (with "{id}") and the dashboard's download links. */
export const counterCardPath = (dispensaryId: string, format: CounterCardFormat): string =>
  `/api/dispensaries/${dispensaryId}/counter-card.${format}`;
