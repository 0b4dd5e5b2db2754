import { availableParallelism } from "node:os";
import { fail, ok, type Result } from "@highcotton/kit/errors";
import sharp from "sharp";
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, messages } from "../contract/index.ts";
import { IMAGE_DISPLAY_PX, IMAGE_THUMBNAIL_PX } from "../domain/constants.ts";
import { ConcurrencyLimit } from "./concurrency-limit.ts";
import type { ImageProcessor, ProcessedImage } from "./ports.ts";

/** The formats a photo arrives in; anything else (SVG, TIFF, PDF, HEIC…) is refused. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(["jpeg", "png", "webp", "gif", "avif"]);
const WEBP_QUALITY = 82;

/**
 * Judges uploads by their content with sharp and re-encodes them to WebP without metadata. Sharp
 * writes no EXIF, XMP or ICC data unless asked to (`keepExif`, `withMetadata`), so a phone photo's
 * GPS position never reaches storage. Animated GIF and WebP keep their first frame.
 */
export class SharpImageProcessor implements ImageProcessor {
  /** Photos decoded at once: one per core, since sharp keeps a core busy with each. */
  private readonly decoding: ConcurrencyLimit;

  constructor(options: { concurrency?: number } = {}) {
    this.decoding = new ConcurrencyLimit(options.concurrency ?? availableParallelism());
  }

  process(bytes: Uint8Array): Promise<Result<ProcessedImage>> {
    // Refusals by size need no slot.
    if (bytes.length === 0) return Promise.resolve(fail("BAD_USER_INPUT", messages.imageRequired));
    if (bytes.length > IMAGE_MAX_BYTES) return Promise.resolve(fail("BAD_USER_INPUT", messages.imageTooLarge));
    return this.decoding.run(() => this.reencode(bytes));
  }

  private async reencode(bytes: Uint8Array): Promise<Result<ProcessedImage>> {
    const input = () => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" });
    try {
      // The header alone says what it is and how big, before any pixel is decoded. Sharp's pixel
      // limit would refuse an oversized header as an error like any other, so the size is judged here.
      const metadata = await sharp(bytes, { limitInputPixels: false, failOn: "error" }).metadata();
      const format = formatOf(metadata.format, metadata.compression);
      if (!format) return fail("BAD_USER_INPUT", messages.notAnImage);
      const height = metadata.pageHeight ?? metadata.height;
      if (!metadata.width || !height) return fail("BAD_USER_INPUT", messages.notAnImage);
      if (metadata.width * height > IMAGE_MAX_PIXELS) return fail("BAD_USER_INPUT", messages.imageTooManyPixels);

      const display = await input()
        .autoOrient()
        .resize(IMAGE_DISPLAY_PX, IMAGE_DISPLAY_PX, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      // The thumbnail comes from the display copy: far fewer pixels to decode than the upload.
      const thumbnail = await sharp(display.data)
        .resize(IMAGE_THUMBNAIL_PX, IMAGE_THUMBNAIL_PX, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      return ok({
        display: new Uint8Array(display.data),
        thumbnail: new Uint8Array(thumbnail),
        mimeType: "image/webp",
        width: display.info.width,
        height: display.info.height,
        sourceFormat: format,
        sourceBytes: bytes.length,
      });
    } catch {
      // Sharp refuses bytes it cannot read as an image (truncated, corrupt, not a picture at all).
      return fail("BAD_USER_INPUT", messages.notAnImage);
    }
  }
}

/** The upload's format by its content: AVIF arrives as a HEIF container compressed with AV1. */
function formatOf(format: string | undefined, compression: string | undefined): string | null {
  if (format === "heif") return compression === "av1" ? "avif" : null;
  return format && ACCEPTED_FORMATS.has(format) ? format : null;
}
