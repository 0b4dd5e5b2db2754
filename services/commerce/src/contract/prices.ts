// SPEC §1/§9 prices in integer cents. Commerce owns them: it charges for orders and splits the
// revenue. Catalog shows the design price and fulfillment the merchant's earning from these.

/** A shirt sells for $25 whatever a design's stored price says; shipping is free. */
export const SHIRT_PRICE = 2500;
/** Of each $25 shirt: $4 to the store whose design sold, $16 to the print merchant, $5 to the platform. */
export const SHIRT_SPLIT = { dispensary: 400, merchant: 1600, platform: 500 } as const;

if (SHIRT_SPLIT.dispensary + SHIRT_SPLIT.merchant + SHIRT_SPLIT.platform !== SHIRT_PRICE) {
  throw new Error("The shirt split must add up to the shirt price");
}
