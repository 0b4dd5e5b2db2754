import { Client } from "minio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3ObjectStorage } from "../../../src/storage/s3-storage.ts";
import { type S3Container, startS3Container } from "../../../src/testing/containers.ts";
import { dockerImagesReady } from "../../../src/testing/local-images.ts";
import { describeObjectStorageContract } from "../../contract/object-storage.contract.ts";

// Storage on the S3 image docker-compose.yml runs, with the app's user limited as minio-init
// limits it: objects in its own bucket, nothing else.
const ready = await dockerImagesReady(["MINIO_IMAGE"]);
const BUCKET = "highcotton";
const APP = { accessKey: "highcotton-app-test", secretKey: "highcotton-app-test-secret" };

const APP_POLICY = JSON.stringify({
  Version: "2012-10-17",
  Statement: [
    { Effect: "Allow", Action: ["s3:GetBucketLocation", "s3:ListBucket"], Resource: [`arn:aws:s3:::${BUCKET}`] },
    { Effect: "Allow", Action: ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"], Resource: [`arn:aws:s3:::${BUCKET}/*`] },
  ],
});

if ("skip" in ready) {
  console.warn(`S3 container tests skipped: ${ready.skip}`);
  describe.skip(`S3ObjectStorage on an S3 container (skipped: ${ready.skip})`, () => {
    it("needs a Docker engine with the S3 image", () => {});
  });
} else {
  let server: S3Container | undefined;
  beforeAll(async () => {
    server = await startS3Container();
    await server.mc("mb", `local/${BUCKET}`);
    await server.mc("mb", "local/someone-else");
    await server.mc("admin", "user", "add", "local", APP.accessKey, APP.secretKey);
    await server.writeFile("/tmp/app-policy.json", APP_POLICY);
    await server.mc("admin", "policy", "create", "local", "highcotton-app", "/tmp/app-policy.json");
    await server.mc("admin", "policy", "attach", "local", "highcotton-app", "--user", APP.accessKey);
  }, 180_000);
  afterAll(async () => server?.stop(), 60_000);

  const appStorage = () => new S3ObjectStorage({ endpoint: server?.endpoint ?? "", ...APP, bucket: BUCKET, region: "us-east-1" });

  describeObjectStorageContract("S3ObjectStorage on an S3 container, as the app's limited user", appStorage);

  describe("S3ObjectStorage on an S3 container", () => {
    it("keeps the app's user out of other buckets and out of bucket administration", async () => {
      const client = new Client({
        endPoint: server?.host ?? "",
        port: server?.port ?? 0,
        useSSL: false,
        ...APP,
        region: "us-east-1",
      });
      await expect(client.putObject("someone-else", "x.txt", Buffer.from("x"))).rejects.toMatchObject({ code: "AccessDenied" });
      await expect(client.makeBucket("highcotton-extra", "us-east-1")).rejects.toMatchObject({ code: "AccessDenied" });
      await expect(client.removeBucket(BUCKET)).rejects.toMatchObject({ code: "AccessDenied" });
    });

    it("stores a 5 MB image and gives it back byte for byte", async () => {
      const storage = appStorage();
      const body = new Uint8Array(5 * 1024 * 1024).map((_, index) => (index * 31) % 251);
      await storage.put("designs/large.png", body, "image/png");
      const stored = await storage.get("designs/large.png");
      expect(stored?.contentType).toBe("image/png");
      expect(Buffer.from(stored?.body ?? []).equals(Buffer.from(body))).toBe(true);
    });
  });
}
