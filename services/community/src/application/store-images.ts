import { randomUUID } from "node:crypto";
import { fail, ok, type Result } from "@highcotton/kit/errors";
import { type DiscardDeps, discardObjects, keepObjectsOnlyIfWritten } from "@highcotton/kit/storage";
import { decodeBase64Upload } from "@highcotton/kit/validation";
import { IMAGE_MAX_BYTES, messages } from "../contract/index.ts";
import type { ProcessedImage } from "../uploads/ports.ts";
import type { CommunityDeps } from "./community-deps.ts";

/** An upload after it was checked, re-encoded and stored: what the `images` table records of it. */
export interface StoredImage {
  objectKey: string;
  thumbnailKey: string;
  imageUrl: string;
  thumbnailUrl: string;
  mimeType: string;
  fileSize: number;
  width: number;
  height: number;
}

/**
 * An upload's bytes, at most 8 MB (see the kit's `decodeBase64Upload`); anything but a string of
 * strict base64 is not an image.
 */
export function decodeUpload(upload: { base64?: unknown } | null | undefined): Result<Uint8Array> {
  const raw = upload?.base64;
  if (raw === undefined || raw === null || raw === "") return fail("BAD_USER_INPUT", messages.imageRequired);
  if (typeof raw !== "string") return fail("BAD_USER_INPUT", messages.notAnImage);
  const bytes = decodeBase64Upload(raw, IMAGE_MAX_BYTES, {
    missing: messages.imageRequired,
    tooLarge: messages.imageTooLarge,
    malformed: messages.notAnImage,
  });
  if (!bytes.ok) return bytes;
  return ok(new Uint8Array(bytes.value.buffer, bytes.value.byteOffset, bytes.value.length));
}

/**
 * Checks every upload first (base64, at most 8 MB, an image by its content, at most 40 megapixels)
 * and stores none unless all pass; then stores each re-encoded copy under a server-made key. If
 * storage fails midway, what was stored is removed again and the error goes on.
 */
export async function storeImages(
  deps: Pick<CommunityDeps, "images" | "storage"> & Partial<Pick<CommunityDeps, "logger">>,
  uploads: ReadonlyArray<{ base64: string }>,
): Promise<Result<StoredImage[]>> {
  const processed: ProcessedImage[] = [];
  // One at a time: a photo of 40 megapixels takes a lot of memory to decode.
  for (const upload of uploads) {
    const bytes = decodeUpload(upload);
    if (!bytes.ok) return bytes;
    const image = await deps.images.process(bytes.value);
    if (!image.ok) return image;
    processed.push(image.value);
  }

  const stored: StoredImage[] = [];
  try {
    for (const image of processed) {
      const name = `community/${randomUUID()}`;
      const objectKey = `${name}.webp`;
      const thumbnailKey = `${name}-thumb.webp`;
      const entry: StoredImage = {
        objectKey,
        thumbnailKey,
        imageUrl: deps.storage.publicUrl(objectKey),
        thumbnailUrl: deps.storage.publicUrl(thumbnailKey),
        mimeType: image.mimeType,
        fileSize: image.display.length,
        width: image.width,
        height: image.height,
      };
      // Listed before the puts, so a failure between the two copies removes both.
      stored.push(entry);
      await deps.storage.put(objectKey, image.display, image.mimeType);
      await deps.storage.put(thumbnailKey, image.thumbnail, image.mimeType);
    }
  } catch (error) {
    await discardImages({ storage: deps.storage, logger: deps.logger }, stored);
    throw error;
  }
  return ok(stored);
}

/** Both copies of each image. */
const keysOf = (images: readonly StoredImage[]) => images.flatMap((image) => [image.objectKey, image.thumbnailKey]);

/** Removes stored copies again: the change they were for was refused or rolled back. */
export function discardImages(deps: DiscardDeps, images: readonly StoredImage[]): Promise<void> {
  return discardObjects(deps, keysOf(images), "a discarded upload");
}

/**
 * Runs the change that records stored copies. If it is refused or fails, the copies are removed
 * again and its outcome (or error) goes on, so no upload outlives a change that did not happen.
 */
export function keepImagesOnlyIfWritten<T>(
  deps: DiscardDeps,
  images: readonly StoredImage[],
  write: () => Promise<Result<T>>,
): Promise<Result<T>> {
  return keepObjectsOnlyIfWritten(deps, keysOf(images), "a discarded upload", write);
}
