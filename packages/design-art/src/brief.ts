/** What the engine is asked to draw, and what it hands back. */

/** The brand a store's designs carry. */
export interface BrandBrief {
  storeName: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  businessType: "dispensary" | "smoke_shop";
  /** The owner's brand kit, when set: new designs use it. */
  kit?: BrandKit;
}

/** What an owner sets for their designs: at most three brand colours and three slogans, and a logo. */
export interface BrandKit {
  /** "#rrggbb", at most three, the first the main one. */
  colors: string[];
  /** Printed as written (already checked for length and characters), at most three. */
  slogans: string[];
  /** The logo as a PNG with transparency (uploads are rasterised and stripped before this). */
  logoPng?: Uint8Array;
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
  /** The shirt colour the design is shown on ("#rrggbb"); the charcoal tee when unset. */
  shirtColor?: string;
  svg?: string;
  png?: Uint8Array;
}
