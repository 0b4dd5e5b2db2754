import type { Result } from "@highcotton/kit/errors";

/** An upload after it was judged an image and re-encoded: the copies to store, without metadata. */
export interface ProcessedImage {
  /** At most IMAGE_DISPLAY_PX on its longest side. */
  display: Uint8Array;
  /** At most IMAGE_THUMBNAIL_PX on its longest side. */
  thumbnail: Uint8Array;
  /** The type both copies are stored as. */
  mimeType: "image/webp";
  /** The display copy's size. */
  width: number;
  height: number;
  /** What the upload turned out to be, by its content (jpeg, png, webp, gif, avif). */
  sourceFormat: string;
  sourceBytes: number;
}

/**
 * Judges uploaded bytes by their content and re-encodes them. A refusal is BAD_USER_INPUT with
 * the community's message (not an image, over 8 MB, over 40 megapixels) and touches nothing.
 */
export interface ImageProcessor {
  process(bytes: Uint8Array): Promise<Result<ProcessedImage>>;
}
