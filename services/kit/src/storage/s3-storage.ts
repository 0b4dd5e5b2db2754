import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import { Client } from "minio";
import { assertSafeKey, MEDIA_PATH, type ObjectStorage, type StoredObject } from "./object-storage.ts";

export interface S3ObjectStorageOptions {
  /** Where the S3 API answers, e.g. `http://minio:9000` or `https://s3.eu-central-1.amazonaws.com`. */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
  /** Public base URL of the bucket; unset: objects are served by the app under `/media`. */
  publicUrl?: string;
}

const DEFAULT_CONTENT_TYPE = "application/octet-stream";
const MISSING_OBJECT_CODES = new Set(["NoSuchKey", "NotFound"]);
const BUCKET_ALREADY_THERE_CODES = new Set(["BucketAlreadyOwnedByYou", "BucketAlreadyExists"]);

const errorCode = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : undefined;

/** Splits an endpoint URL into what the minio client wants; a bare host is refused so TLS is never guessed. */
function parseEndpoint(endpoint: string): { endPoint: string; port: number; useSSL: boolean } {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL such as http://minio:9000, got ${JSON.stringify(endpoint)}`);
  }
  const useSSL = url.protocol === "https:";
  const port = url.port ? Number(url.port) : useSSL ? 443 : 80;
  return { endPoint: url.hostname.replace(/^\[(.*)\]$/, "$1"), port, useSSL };
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

/** Objects in one bucket of MinIO or any S3-compatible store, through the `minio` client. */
export class S3ObjectStorage implements ObjectStorage {
  readonly kind = "s3" as const;
  private readonly client: Client;
  private readonly bucket: string;
  private readonly region: string;
  private readonly publicBase: string;
  private bucketReady: Promise<void> | undefined;

  constructor(options: S3ObjectStorageOptions) {
    this.client = new Client({
      ...parseEndpoint(options.endpoint),
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: options.region,
    });
    this.bucket = options.bucket;
    this.region = options.region;
    this.publicBase = options.publicUrl ? options.publicUrl.replace(/\/+$/, "") : MEDIA_PATH;
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.ensureBucket();
    const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    await this.client.putObject(this.bucket, key, buffer, buffer.byteLength, { "Content-Type": contentType });
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    await this.ensureBucket();
    let stream: Readable;
    try {
      stream = await this.client.getObject(this.bucket, key);
    } catch (error) {
      if (MISSING_OBJECT_CODES.has(errorCode(error) ?? "")) return null;
      throw error;
    }
    // The client hands back the HTTP response itself, so the type comes with the body in one request.
    const headers = (stream as Readable & { headers?: IncomingHttpHeaders }).headers;
    const contentType = headers?.["content-type"] ?? DEFAULT_CONTENT_TYPE;
    return { body: await readAll(stream), contentType };
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.ensureBucket();
    try {
      await this.client.removeObject(this.bucket, key);
    } catch (error) {
      if (!MISSING_OBJECT_CODES.has(errorCode(error) ?? "")) throw error;
    }
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.publicBase}/${key}`;
  }

  /**
   * Creates the bucket on first use. Concurrent callers share one attempt; a failed attempt is
   * forgotten so the next call tries again; another process creating it first counts as success.
   */
  private ensureBucket(): Promise<void> {
    this.bucketReady ??= this.createBucketIfMissing().catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  private async createBucketIfMissing(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket, this.region);
    } catch (error) {
      if (!BUCKET_ALREADY_THERE_CODES.has(errorCode(error) ?? "")) throw error;
    }
  }
}
