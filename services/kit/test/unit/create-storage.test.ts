import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createObjectStorage, type ObjectStorageConfig } from "../../src/storage/create-storage.ts";
import { LocalObjectStorage } from "../../src/storage/local-storage.ts";
import { S3ObjectStorage } from "../../src/storage/s3-storage.ts";

const defaults: ObjectStorageConfig = { S3_BUCKET: "highcotton", S3_REGION: "us-east-1", DATA_DIR: "./data" };
const s3 = { S3_ENDPOINT: "http://minio:9000", S3_ACCESS_KEY: "access", S3_SECRET_KEY: "secret-secret" };

describe("createObjectStorage", () => {
  it("keeps objects in DATA_DIR/objects when no S3 endpoint is set", async () => {
    const storage = createObjectStorage(defaults);
    expect(storage).toBeInstanceOf(LocalObjectStorage);
    expect(storage.kind).toBe("local");
    expect(storage.publicUrl("qr/a.png")).toBe("/media/qr/a.png");
    // The folder is resolved against the working directory at creation time.
    expect((storage as unknown as { root: string }).root).toBe(join(resolve("./data"), "objects"));
  });

  it("treats a blank S3_ENDPOINT as unset", () => {
    expect(createObjectStorage({ ...defaults, S3_ENDPOINT: "" }).kind).toBe("local");
  });

  it("uses S3 when an endpoint and both keys are set", () => {
    const storage = createObjectStorage({ ...defaults, ...s3 });
    expect(storage).toBeInstanceOf(S3ObjectStorage);
    expect(storage.kind).toBe("s3");
    expect(storage.publicUrl("qr/a.png")).toBe("/media/qr/a.png");
  });

  it("links to S3_PUBLIC_URL when it is set", () => {
    const storage = createObjectStorage({ ...defaults, ...s3, S3_PUBLIC_URL: "http://localhost:9000/highcotton" });
    expect(storage.publicUrl("qr/a.png")).toBe("http://localhost:9000/highcotton/qr/a.png");
  });

  it.each([
    ["S3_ACCESS_KEY", { S3_ACCESS_KEY: undefined }],
    ["S3_SECRET_KEY", { S3_SECRET_KEY: "" }],
  ])("names %s when S3 is chosen without it", (setting, override) => {
    expect(() => createObjectStorage({ ...defaults, ...s3, ...override })).toThrow(
      new RegExp(`S3_ENDPOINT is set, so ${setting} must be set too`),
    );
  });

  it("names both keys when both are missing", () => {
    expect(() => createObjectStorage({ ...defaults, S3_ENDPOINT: s3.S3_ENDPOINT })).toThrow(
      "S3_ENDPOINT is set, so S3_ACCESS_KEY and S3_SECRET_KEY must be set too",
    );
  });

  it("refuses an S3_ENDPOINT that is not a URL", () => {
    expect(() => createObjectStorage({ ...defaults, ...s3, S3_ENDPOINT: "minio:9000" })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
  });
});
