import type { Result } from "@highcotton/kit/errors";
import type { ImageProcessor, ProcessedImage } from "./ports.ts";

/** Judges uploads by their content with sharp and re-encodes them to WebP without metadata. */
export class SharpImageProcessor implements ImageProcessor {
  async process(_bytes: Uint8Array): Promise<Result<ProcessedImage>> {
    throw new Error("not built yet");
  }
}
