import { join, resolve } from "node:path";
import { LocalObjectStorage } from "./local-storage.ts";
import type { ObjectStorage } from "./object-storage.ts";
import { S3ObjectStorage } from "./s3-storage.ts";

/** The settings that pick and configure object storage (see `.env.example`). */
export interface ObjectStorageConfig {
  S3_ENDPOINT?: string | undefined;
  S3_ACCESS_KEY?: string | undefined;
  S3_SECRET_KEY?: string | undefined;
  S3_BUCKET: string;
  S3_REGION: string;
  S3_PUBLIC_URL?: string | undefined;
  DATA_DIR: string;
}

/** MinIO/S3 when S3_ENDPOINT is set, otherwise a local folder `$DATA_DIR/objects`. */
export function createObjectStorage(config: ObjectStorageConfig): ObjectStorage {
  if (!config.S3_ENDPOINT) return new LocalObjectStorage(join(resolve(config.DATA_DIR), "objects"));
  const { S3_ACCESS_KEY: accessKey, S3_SECRET_KEY: secretKey } = config;
  if (!accessKey || !secretKey) {
    const missing = [accessKey ? "" : "S3_ACCESS_KEY", secretKey ? "" : "S3_SECRET_KEY"].filter(Boolean);
    throw new Error(`S3_ENDPOINT is set, so ${missing.join(" and ")} must be set too`);
  }
  return new S3ObjectStorage({
    endpoint: config.S3_ENDPOINT,
    accessKey,
    secretKey,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    publicUrl: config.S3_PUBLIC_URL || undefined,
  });
}
