/** A stored object's bytes and type. */
export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

/**
 * The object storage port. Keys are server-made paths such as `qr/<uuid>.png`; callers never pass
 * user-supplied names. Adapters: a local folder (embedded) and MinIO/S3.
 */
export interface ObjectStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** The URL a browser loads the object from. */
  publicUrl(key: string): string;
}

/** Where the marketplace's own edge serves stored objects (`/media/<key>`), whatever serves them publicly. */
export const MEDIA_PATH = "/media";

/**
 * The edge's own URL for an object: for one that may not be stored yet, which the edge answers
 * with a reason (a store design's print file, drawn at its first order: 503 and Retry-After)
 * where the storage's public URL (S3_PUBLIC_URL) would only say 404.
 */
export function mediaPathOf(key: string): string {
  assertSafeKey(key);
  return `${MEDIA_PATH}/${key}`;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,255}$/i;

/** Refuses keys that could escape a folder or carry odd characters. */
export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes("..") || key.includes("//")) {
    throw new Error(`Unsafe object key: ${JSON.stringify(key)}`);
  }
}
