import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "minio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3ObjectStorage, type S3ObjectStorageOptions } from "../../src/storage/s3-storage.ts";
import { describeObjectStorageContract } from "../contract/object-storage.contract.ts";

/** The part of s3rver (untyped, CommonJS) these tests use. */
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: { address: string; port: number; directory: string; silent: boolean }) => S3rver;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverConstructor;

// s3rver knows exactly this key pair.
const CREDENTIALS = { accessKey: "S3RVER", secretKey: "S3RVER" };

let server: S3rver;
let directory: string;
let endpoint: string;
let port: number;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "highcotton-s3rver-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  ({ port } = await server.run());
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

let bucketCount = 0;
const freshBucket = () => `highcotton-test-${process.pid}-${++bucketCount}`;
const storageFor = (options: Partial<S3ObjectStorageOptions> = {}) =>
  new S3ObjectStorage({ endpoint, ...CREDENTIALS, bucket: "highcotton", region: "us-east-1", ...options });
const rawClient = () => new Client({ endPoint: "127.0.0.1", port, useSSL: false, ...CREDENTIALS, region: "us-east-1" });

describeObjectStorageContract("S3ObjectStorage on s3rver", () => storageFor());

describe("S3ObjectStorage", () => {
  it("creates its bucket once, even when the first calls arrive together", async () => {
    const bucket = freshBucket();
    expect(await rawClient().bucketExists(bucket)).toBe(false);
    const storage = storageFor({ bucket });
    await Promise.all(
      Array.from({ length: 8 }, (_, index) => storage.put(`race/${index}.txt`, new Uint8Array([index]), "text/plain")),
    );
    expect(await rawClient().bucketExists(bucket)).toBe(true);
    for (let index = 0; index < 8; index++) {
      expect(Array.from((await storage.get(`race/${index}.txt`))?.body ?? [])).toEqual([index]);
    }
  });

  it("works in a bucket another process already made", async () => {
    const bucket = freshBucket();
    await rawClient().makeBucket(bucket, "us-east-1");
    await rawClient().putObject(bucket, "seeded.txt", Buffer.from("hi"), 2, { "Content-Type": "text/plain" });
    const stored = await storageFor({ bucket }).get("seeded.txt");
    expect(Buffer.from(stored?.body ?? []).toString()).toBe("hi");
    expect(stored?.contentType).toBe("text/plain");
  });

  it("answers null on a fresh bucket rather than failing on the missing bucket", async () => {
    expect(await storageFor({ bucket: freshBucket() }).get("nothing.png")).toBeNull();
  });

  it("stores the content type as object metadata", async () => {
    const bucket = freshBucket();
    await storageFor({ bucket }).put("qr/code.svg", new TextEncoder().encode("<svg/>"), "image/svg+xml");
    const stat = await rawClient().statObject(bucket, "qr/code.svg");
    expect(stat.metaData["content-type"]).toBe("image/svg+xml");
  });

  // s3rver checks the access key but not V4 signatures, so an unknown access key stands for bad credentials.
  it("surfaces refused credentials instead of pretending the object is missing", async () => {
    const storage = storageFor({ bucket: freshBucket(), accessKey: "NOT-A-KEY" });
    await expect(storage.get("qr/code.png")).rejects.toMatchObject({
      code: expect.stringMatching(/^(AccessDenied|InvalidAccessKeyId)$/),
    });
  });

  it("links to the bucket's public URL when one is set, else to /media on the app", () => {
    expect(storageFor().publicUrl("qr/a.png")).toBe("/media/qr/a.png");
    expect(storageFor({ publicUrl: "https://cdn.example.com/highcotton/" }).publicUrl("qr/a.png")).toBe(
      "https://cdn.example.com/highcotton/qr/a.png",
    );
  });

  it("refuses an endpoint that is not an http(s) URL", () => {
    expect(() => storageFor({ endpoint: "minio:9000" })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => storageFor({ endpoint: "ftp://minio:9000" })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => storageFor({ endpoint: "not a url" })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
  });
});
