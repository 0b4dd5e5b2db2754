import type { Result } from "@highcotton/kit/errors";
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
 * Checks every upload first (base64, at most 8 MB, an image by its content, at most 40 megapixels)
 * and stores none unless all pass; then stores each re-encoded copy under a server-made key.
 */
export async function storeImages(
  _deps: Pick<CommunityDeps, "images" | "storage">,
  _uploads: ReadonlyArray<{ base64: string }>,
): Promise<Result<StoredImage[]>> {
  throw new Error("not built yet");
}

/** Removes stored copies again: the change they were for was refused or rolled back. */
export async function discardImages(
  _deps: Pick<CommunityDeps, "storage" | "logger">,
  _images: readonly StoredImage[],
): Promise<void> {
  throw new Error("not built yet");
}
