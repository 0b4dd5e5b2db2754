/** What the engine is asked to draw, and what it hands back. */

/** The brand a store's designs carry. */
export interface BrandBrief {
  storeName: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  businessType: "dispensary" | "smoke_shop";
}

/**
 * A store design has a brand and a slot (1–20 initial, then monthly slots); a shopper's custom
 * design has a prompt. `seed` makes the result repeatable: the same request always yields the
 * same artwork.
 */
export interface DesignRequest {
  brand?: BrandBrief;
  prompt?: string;
  /** 1-based position within the batch; different slots of one store give different designs. */
  slot: number;
  seed: string;
}

/**
 * A design's artwork: either a square SVG (any viewBox; transparent background; fonts named
 * "Anton", "Permanent Marker" or "DM Sans") or a square raster PNG (from an image model).
 */
export interface Artwork {
  name: string;
  svg?: string;
  png?: Uint8Array;
}
