import type { ObjectStorage } from "@highcotton/kit";
import { storageFailingAt, testDatabase } from "@highcotton/kit/testing";
import sharp from "sharp";
import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import { discardImages, storeImages } from "../../src/application/store-images.ts";
import { IMAGE_MAX_BYTES, messages } from "../../src/contract/index.ts";
import { type CommunityHarness, startCommunityHarness } from "../support/community-harness.ts";
import { jpegPhoto, jpegWithGps, notAnImage, pngImage, upload } from "../support/images.ts";

const postgres = testDatabase("community_uploads");

const refused = (message: string) => ({ ok: false, error: { code: "BAD_USER_INPUT", message } });

postgres.describe("uploaded images", (open) => {
  let harness: CommunityHarness;
  beforeAll(async () => {
    harness = await startCommunityHarness(open);
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
  });

  /** The harness's storage, with puts that fail from the `failAt`-th on. */
  const failingStorage = (failAt: number) => storageFailingAt(harness.storage, failAt);

  it("stores a display copy and a thumbnail as WebP under server-made names", async () => {
    const result = await storeImages(harness.deps, [upload(await jpegPhoto({ width: 2000, height: 1000 }))]);
    if (!result.ok) throw new Error(result.error.message);
    const [image] = result.value;
    expect(image).toMatchObject({ mimeType: "image/webp", width: 1600, height: 800 });
    expect(image?.objectKey).toMatch(/^community\/[0-9a-f-]{36}\.webp$/);
    expect(image?.thumbnailKey).toBe(image?.objectKey.replace(".webp", "-thumb.webp"));
    expect(image?.imageUrl).toBe(`/media/${image?.objectKey}`);
    expect(image?.thumbnailUrl).toBe(`/media/${image?.thumbnailKey}`);
    expect(harness.storedKeys()).toEqual([image?.objectKey, image?.thumbnailKey].sort());
    const display = await harness.storage.get(image?.objectKey ?? "");
    const thumbnail = await harness.storage.get(image?.thumbnailKey ?? "");
    expect(display?.contentType).toBe("image/webp");
    expect(image?.fileSize).toBe(display?.body.length);
    expect((await sharp(thumbnail?.body).metadata()).width).toBe(800);
  });

  it("keeps no EXIF of a phone photo, so its GPS position is not published", async () => {
    const result = await storeImages(harness.deps, [upload(await jpegWithGps())]);
    if (!result.ok) throw new Error(result.error.message);
    for (const key of [result.value[0]?.objectKey, result.value[0]?.thumbnailKey]) {
      const stored = await harness.storage.get(key ?? "");
      expect((await sharp(stored?.body).metadata()).exif).toBeUndefined();
    }
  });

  it("stores nothing unless every upload is an image", async () => {
    const good = upload(await pngImage());
    expect(await storeImages(harness.deps, [good, upload(notAnImage()), good])).toEqual(refused(messages.notAnImage));
    expect(await storeImages(harness.deps, [good, { base64: "" }])).toEqual(refused(messages.imageRequired));
    expect(await storeImages(harness.deps, [good, { base64: "not base64!" }])).toEqual(refused(messages.notAnImage));
    expect(harness.storedKeys()).toEqual([]);
  });

  it("refuses more than 8 MB before decoding, and a huge text cheaply", async () => {
    const tooBig = Buffer.alloc(IMAGE_MAX_BYTES + 1).toString("base64");
    expect(await storeImages(harness.deps, [{ base64: tooBig }])).toEqual(refused(messages.imageTooLarge));
    const process = vi.spyOn(harness.deps.images, "process");
    expect(await storeImages(harness.deps, [{ base64: "A".repeat(100 * 1024 * 1024) }])).toEqual(refused(messages.imageTooLarge));
    expect(process).not.toHaveBeenCalled();
    process.mockRestore();
    expect(harness.storedKeys()).toEqual([]);
  });

  it("removes what it stored when storage fails midway", async () => {
    const photos = [upload(await pngImage()), upload(await pngImage(20, 20))];
    for (const failAt of [2, 3, 4]) {
      await expect(storeImages({ ...harness.deps, storage: failingStorage(failAt) }, photos)).rejects.toThrow("storage is full");
      expect(harness.storedKeys()).toEqual([]);
    }
  });

  it("discards both copies, and logs a copy it cannot delete instead of failing", async () => {
    const result = await storeImages(harness.deps, [upload(await pngImage()), upload(await pngImage())]);
    if (!result.ok) throw new Error(result.error.message);
    const [first, second] = result.value;
    await discardImages(harness.deps, [first!]);
    expect(harness.storedKeys()).toEqual([second?.objectKey, second?.thumbnailKey].sort());

    const warn = vi.fn();
    const stubborn: ObjectStorage = { ...failingStorage(1), delete: () => Promise.reject(new Error("permission denied")) };
    await discardImages({ storage: stubborn, logger: { ...harness.deps.logger, warn } as never }, [second!]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(harness.storedKeys()).toHaveLength(2);
  });
});
