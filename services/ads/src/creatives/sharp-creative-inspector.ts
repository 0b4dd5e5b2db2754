import sharp, { type Sharp } from "sharp";
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from "../contract/index.ts";
import { readMp4 } from "./mp4-boxes.ts";
import { withoutMp4Metadata } from "./mp4-metadata.ts";
import type { CreativeInspector, InspectedImage, InspectedVideo } from "./ports.ts";

/** Larger pictures take too much memory to decode; no ad slot needs them. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The longest side an ad slot ever needs (twice its widest CSS size, for sharp screens). */
const IMAGE_MAX_SIDE = 1600;

const CONTENT_TYPES = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;
type Format = keyof typeof CONTENT_TYPES;
const isFormat = (format: string | undefined): format is Format => format !== undefined && Object.hasOwn(CONTENT_TYPES, format);

/**
 * Judges creatives by their content: images with sharp, re-encoded in their own format without
 * metadata (sharp writes no EXIF, XMP or ICC unless asked, so a photo's GPS position is dropped),
 * turned upright by their EXIF orientation first; MP4 videos from their own boxes, kept as uploaded
 * but for their metadata boxes (a phone's GPS position among them), blanked.
 */
export class SharpCreativeInspector implements CreativeInspector {
  async image(bytes: Buffer): Promise<InspectedImage | null> {
    if (bytes.length === 0 || bytes.length > IMAGE_MAX_BYTES) return null;
    try {
      // The header says what it is and how big before any pixel is decoded.
      const metadata = await sharp(bytes, { limitInputPixels: false, failOn: "error" }).metadata();
      if (!isFormat(metadata.format)) return null;
      const height = metadata.pageHeight ?? metadata.height;
      if (!metadata.width || !height || metadata.width * height > IMAGE_MAX_PIXELS) return null;

      const resized = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" })
        .autoOrient()
        .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: "inside", withoutEnlargement: true });
      const encoded = await encode(resized, metadata.format).toBuffer({ resolveWithObject: true });
      return {
        bytes: encoded.data,
        contentType: CONTENT_TYPES[metadata.format],
        width: encoded.info.width,
        height: encoded.info.height,
      };
    } catch {
      // Sharp refuses bytes it cannot read as an image (truncated, corrupt, not a picture at all).
      return null;
    }
  }

  async video(bytes: Buffer): Promise<InspectedVideo | null> {
    if (bytes.length === 0 || bytes.length > VIDEO_MAX_BYTES) return null;
    const stripped = withoutMp4Metadata(bytes);
    const facts = stripped && readMp4(stripped);
    if (!stripped || !facts) return null;
    return { bytes: stripped, contentType: "video/mp4", ...facts };
  }
}

function encode(image: Sharp, format: Format): Sharp {
  if (format === "jpeg") return image.jpeg({ quality: 85, mozjpeg: true });
  if (format === "png") return image.png({ compressionLevel: 8 });
  return image.webp({ quality: 85 });
}
