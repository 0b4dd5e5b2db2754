import { randomUUID } from "node:crypto";
import { fail, ok, type Result } from "@highcotton/kit";
import { discardObjects, keepObjectsOnlyIfWritten } from "@highcotton/kit/storage";
import { decodeBase64Upload } from "@highcotton/kit/validation";
import type { AdvertisementKind, AdvertisingPlan } from "../contract/index.ts";
import { IMAGE_MAX_BYTES, messages, VIDEO_MAX_BYTES } from "../contract/index.ts";
import { startsLikeMp4 } from "../creatives/mp4-boxes.ts";
import type { InspectedImage } from "../creatives/ports.ts";
import type { AdvertisementForm } from "../domain/advertisement-form.ts";
import { checkVideoLength } from "../domain/video-duration.ts";
import type { AdsDeps } from "./ads-deps.ts";

/** A file to store, as the inspector left it. */
interface CreativeFile {
  bytes: Buffer;
  contentType: InspectedImage["contentType"] | "video/mp4";
}

/** An upload whose files passed every check for the plan: what is stored and what its row records. */
export interface CheckedCreative {
  kind: AdvertisementKind;
  /** The flyer, or the video. */
  media: CreativeFile;
  /** The video's poster; a flyer is its own thumbnail. */
  poster: CreativeFile | null;
  width: number;
  height: number;
  /** The video's length read from the file; null for a flyer. */
  durationSeconds: number | null;
}

/** Where a creative's files were stored under server-made keys, and the URLs browsers load them from. */
export interface StoredCreative {
  mediaKey: string;
  mediaUrl: string;
  thumbnailKey: string;
  thumbnailUrl: string;
}

/**
 * Judges an upload's files by their content for the advertiser's plan, storing nothing: the flyer
 * plan takes an image (at most 8 MB); a video plan an MP4 (at most 40 MB) whose length, read from
 * the file, fits the plan, with a poster image — or a flyer too, since a plan runs everything the
 * cheaper ones do.
 */
export async function checkCreative(
  deps: Pick<AdsDeps, "creatives">,
  plan: AdvertisingPlan,
  form: AdvertisementForm,
): Promise<Result<CheckedCreative>> {
  if (plan.kind === "flyer") {
    const bytes = decodeBase64Upload(form.creative, IMAGE_MAX_BYTES, {
      missing: messages.creativeRequired,
      tooLarge: messages.flyerTooLarge,
      malformed: messages.flyerNotImage,
    });
    if (!bytes.ok) return bytes;
    const flyer = await checkFlyer(deps, bytes.value);
    return flyer ? ok(flyer) : fail("BAD_USER_INPUT", messages.flyerNotImage);
  }

  const bytes = decodeBase64Upload(form.creative, VIDEO_MAX_BYTES, {
    missing: messages.creativeRequired,
    tooLarge: messages.videoTooLarge,
    malformed: messages.videoNotMp4,
  });
  if (!bytes.ok) return bytes;
  if (!startsLikeMp4(bytes.value)) {
    const flyer = bytes.value.length <= IMAGE_MAX_BYTES ? await checkFlyer(deps, bytes.value) : null;
    return flyer ? ok(flyer) : fail("BAD_USER_INPUT", messages.videoNotMp4);
  }
  const video = await deps.creatives.video(bytes.value);
  if (!video) return fail("BAD_USER_INPUT", messages.videoUnreadable);
  const length = checkVideoLength(plan.maxDurationSeconds ?? 0, video.durationSeconds);
  if (!length.ok) return length;

  if (form.poster === null) return fail("BAD_USER_INPUT", messages.posterRequired);
  const posterBytes = decodeBase64Upload(form.poster, IMAGE_MAX_BYTES, {
    missing: messages.posterRequired,
    tooLarge: messages.posterTooLarge,
    malformed: messages.posterNotImage,
  });
  if (!posterBytes.ok) return posterBytes;
  const poster = await deps.creatives.image(posterBytes.value);
  if (!poster) return fail("BAD_USER_INPUT", messages.posterNotImage);
  return ok({
    kind: "video",
    media: video,
    poster,
    width: video.width,
    height: video.height,
    durationSeconds: video.durationSeconds,
  });
}

/** A flyer image, re-encoded; null when the bytes are not one. A flyer is its own thumbnail. */
async function checkFlyer(deps: Pick<AdsDeps, "creatives">, bytes: Buffer): Promise<CheckedCreative | null> {
  const flyer = await deps.creatives.image(bytes);
  if (!flyer) return null;
  return { kind: "flyer", media: flyer, poster: null, width: flyer.width, height: flyer.height, durationSeconds: null };
}

const EXTENSIONS: Record<CreativeFile["contentType"], string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "video/mp4": "mp4",
};

/**
 * Stores a checked creative's files under `ads/<advertiserId>/<uuid>.<ext>`. If storage fails
 * midway, what was stored is removed again and the error goes on.
 */
export async function storeCreative(
  deps: Pick<AdsDeps, "storage" | "logger">,
  advertiserId: string,
  creative: CheckedCreative,
): Promise<StoredCreative> {
  const keyOf = (file: CreativeFile) => `ads/${advertiserId}/${randomUUID()}.${EXTENSIONS[file.contentType]}`;
  const mediaKey = keyOf(creative.media);
  const thumbnailKey = creative.poster ? keyOf(creative.poster) : mediaKey;
  const stored: StoredCreative = {
    mediaKey,
    mediaUrl: deps.storage.publicUrl(mediaKey),
    thumbnailKey,
    thumbnailUrl: deps.storage.publicUrl(thumbnailKey),
  };
  try {
    await deps.storage.put(mediaKey, creative.media.bytes, creative.media.contentType);
    if (creative.poster) await deps.storage.put(thumbnailKey, creative.poster.bytes, creative.poster.contentType);
  } catch (error) {
    await discardCreative(deps, stored);
    throw error;
  }
  return stored;
}

/** A creative's files: a flyer is its own thumbnail, so it is one file. */
const keysOf = (stored: StoredCreative) => [...new Set([stored.mediaKey, stored.thumbnailKey])];

/** Removes a creative's stored files: the change they were for was refused or rolled back. */
export function discardCreative(deps: Pick<AdsDeps, "storage" | "logger">, stored: StoredCreative): Promise<void> {
  return discardObjects(deps, keysOf(stored), "a discarded ad creative");
}

/**
 * Runs the change that records a stored creative. If it is refused or fails, the files are removed
 * again and its outcome (or error) goes on, so no file outlives an ad that was not written.
 */
export function keepCreativeOnlyIfWritten<T>(
  deps: Pick<AdsDeps, "storage" | "logger">,
  stored: StoredCreative,
  write: () => Promise<Result<T>>,
): Promise<Result<T>> {
  return keepObjectsOnlyIfWritten(deps, keysOf(stored), "a discarded ad creative", write);
}
