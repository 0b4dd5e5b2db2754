import { outbox } from "@highcotton/kit";
import { errorOf, storageFailingAt, testDatabase } from "@highcotton/kit/testing";
import { AdvertisementActivatedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { uploadAdvertisement } from "../../src/application/upload-advertisement.ts";
import type { PlanValue } from "../../src/contract/index.ts";
import { IMAGE_MAX_BYTES, messages, VIDEO_MAX_BYTES } from "../../src/contract/index.ts";
import { withoutMp4Metadata } from "../../src/creatives/mp4-metadata.ts";
import { advertisements, advertisers } from "../../src/db/schema.ts";
import { type AdsHarness, startAdsHarness, type TestAdvertiser } from "../support/ads-harness.ts";
import {
  demoPoster,
  gifImage,
  jpegFromPhone,
  jpegPhoto,
  notAFile,
  pngImage,
  upload,
  video15s,
  video31s,
  videoLasting,
  webpImage,
} from "../support/media.ts";

const postgres = testDatabase("ads_uploads");

const AD_FIELDS = "id kind title description mediaUrl thumbnailUrl width height durationSeconds status createdAt activatedAt";
const UPLOAD = `mutation ($input: UploadAdvertisementInput!) { uploadAdvertisement(input: $input) { ${AD_FIELDS} } }`;

interface AdOut {
  id: string;
  kind: string;
  mediaUrl: string;
  thumbnailUrl: string;
  status: string;
  [field: string]: unknown;
}

postgres.describe("uploading ads", (open) => {
  let harness: AdsHarness;
  const db = () => harness.database.db;
  const send = (advertiser: Pick<TestAdvertiser, "account">, input: Record<string, unknown>) =>
    harness.graph<{ uploadAdvertisement: AdOut }>(
      UPLOAD,
      { input: { title: "Grand opening", ...input } },
      advertiser.account.headers,
    );
  const uploaded = async (advertiser: TestAdvertiser, input: Record<string, unknown>) => {
    const result = await send(advertiser, input);
    if (!result.data) throw new Error(`upload failed: ${JSON.stringify(result.errors)}`);
    return result.data.uploadAdvertisement;
  };
  const keyOf = (url: string) => url.replace(/^\/media\//, "");
  /** Nothing of a refused upload was kept: no row, no event, no file. */
  const expectNothingKept = async () => {
    expect(await db().select().from(advertisements)).toEqual([]);
    expect(await db().select().from(outbox)).toEqual([]);
    expect(harness.storedKeys()).toEqual([]);
  };
  /** An approved advertiser on `plan`, with the approval's event out of the way. */
  const advertiserOn = async (plan: PlanValue) => {
    const advertiser = await harness.advertiser(plan);
    await harness.published(AdvertisementActivatedSchema);
    await db().delete(outbox);
    return advertiser;
  };
  const markPaid = (advertiserId: string) =>
    db()
      .update(advertisers)
      .set({ subscriptionStatus: "active", paidThrough: new Date(harness.clock.now().getTime() + 30 * 86_400_000) })
      .where(eq(advertisers.id, advertiserId));

  beforeAll(async () => {
    harness = await startAdsHarness(open);
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  describe("a flyer (flyer_50)", () => {
    it("stores a JPEG under a server-made key as both media and thumbnail, pending until paid", async () => {
      const advertiser = await advertiserOn("flyer_50");
      const ad = await uploaded(advertiser, { description: "20% off all week", creative: upload(await jpegPhoto()) });
      expect(ad).toEqual({
        id: expect.any(String),
        kind: "flyer",
        title: "Grand opening",
        description: "20% off all week",
        mediaUrl: expect.stringMatching(new RegExp(`^/media/ads/${advertiser.advertiserId}/[0-9a-f-]{36}\\.jpg$`)),
        thumbnailUrl: ad.mediaUrl,
        width: 1200,
        height: 900,
        durationSeconds: null,
        status: "pending",
        createdAt: expect.any(String),
        activatedAt: null,
      });
      expect(harness.storedKeys()).toEqual([keyOf(ad.mediaUrl)]);
      const stored = await harness.storage.get(keyOf(ad.mediaUrl));
      expect(stored?.contentType).toBe("image/jpeg");
      expect(await sharp(stored?.body).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 900 });
      expect(await db().select().from(advertisements)).toMatchObject([
        { id: ad.id, advertiserId: advertiser.advertiserId, mediaKey: keyOf(ad.mediaUrl), thumbnailKey: keyOf(ad.mediaUrl) },
      ]);
      expect(await harness.published(AdvertisementActivatedSchema)).toEqual([]);
    });

    it("keeps PNG and WebP flyers in their format, and makes a large flyer at most 1600 px", async () => {
      const advertiser = await advertiserOn("flyer_50");
      const png = await uploaded(advertiser, { creative: upload(await pngImage(3000, 1500)) });
      expect(png).toMatchObject({ mediaUrl: expect.stringMatching(/\.png$/), width: 1600, height: 800 });
      expect((await harness.storage.get(keyOf(png.mediaUrl)))?.contentType).toBe("image/png");
      const webp = await uploaded(advertiser, { creative: upload(await webpImage(300, 600)) });
      expect(webp).toMatchObject({ mediaUrl: expect.stringMatching(/\.webp$/), width: 300, height: 600 });
    });

    it("turns a phone photo upright and keeps none of its EXIF (no GPS position is published)", async () => {
      const advertiser = await advertiserOn("flyer_50");
      const photo = await jpegFromPhone(800, 600);
      expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
      const ad = await uploaded(advertiser, { creative: upload(photo) });
      expect(ad).toMatchObject({ width: 600, height: 800 });
      const metadata = await sharp((await harness.storage.get(keyOf(ad.mediaUrl)))?.body).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata).toMatchObject({ width: 600, height: 800 });
    });

    it("refuses what is not a JPEG, PNG or WebP image, by its content, and keeps nothing", async () => {
      const advertiser = await advertiserOn("flyer_50");
      for (const bytes of [video15s(), await gifImage(), notAFile()]) {
        expect(errorOf(await send(advertiser, { creative: upload(bytes) }))).toEqual({
          code: "BAD_USER_INPUT",
          message: messages.flyerNotImage,
        });
      }
      expect(errorOf(await send(advertiser, { creative: { base64: "not base64!" } }))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.flyerNotImage,
      });
      await expectNothingKept();
    });

    it("refuses a flyer over 8 MB before decoding it", async () => {
      const advertiser = await advertiserOn("flyer_50");
      const tooLarge = { base64: Buffer.alloc(IMAGE_MAX_BYTES + 1).toString("base64") };
      expect(errorOf(await send(advertiser, { creative: tooLarge }))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.flyerTooLarge,
      });
      await expectNothingKept();
    });
  });

  describe("a video", () => {
    it("accepts a 15 s MP4 for short_100 and medium_250, kept as uploaded but for its metadata, with its poster", async () => {
      for (const plan of ["short_100", "medium_250"] as const) {
        const advertiser = await advertiserOn(plan);
        const ad = await uploaded(advertiser, { creative: upload(video15s()), poster: upload(demoPoster()) });
        expect(ad).toMatchObject({
          kind: "video",
          mediaUrl: expect.stringMatching(new RegExp(`^/media/ads/${advertiser.advertiserId}/[0-9a-f-]{36}\\.mp4$`)),
          thumbnailUrl: expect.stringMatching(new RegExp(`^/media/ads/${advertiser.advertiserId}/[0-9a-f-]{36}\\.jpg$`)),
          width: 640,
          height: 360,
          durationSeconds: 15,
          status: "pending",
        });
        const video = await harness.storage.get(keyOf(ad.mediaUrl));
        expect(video?.contentType).toBe("video/mp4");
        expect(Buffer.from(video?.body ?? []).equals(withoutMp4Metadata(video15s()) ?? Buffer.alloc(0))).toBe(true);
        expect((await harness.storage.get(keyOf(ad.thumbnailUrl)))?.contentType).toBe("image/jpeg");
      }
      expect(harness.storedKeys()).toHaveLength(4);
    });

    it("refuses a 31 s video for short_100 with the plan's length, and keeps nothing", async () => {
      const advertiser = await advertiserOn("short_100");
      expect(errorOf(await send(advertiser, { creative: upload(video31s()), poster: upload(demoPoster()) }))).toEqual({
        code: "BAD_USER_INPUT",
        message: "This plan runs videos of up to 15 seconds; yours is 31 seconds",
      });
      await expectNothingKept();
    });

    it("allows half a second over the plan's length for encoder rounding, and refuses under a second", async () => {
      const advertiser = await advertiserOn("short_100");
      expect(await uploaded(advertiser, { creative: upload(videoLasting(15.4)), poster: upload(demoPoster()) })).toMatchObject({
        durationSeconds: expect.closeTo(15.4, 1),
      });
      expect(errorOf(await send(advertiser, { creative: upload(videoLasting(15.6)), poster: upload(demoPoster()) }))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.videoTooLong(15, 15.6),
      });
      expect(errorOf(await send(advertiser, { creative: upload(videoLasting(0.5)), poster: upload(demoPoster()) }))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.videoTooShort,
      });
      const long = await advertiserOn("long_500");
      expect(await uploaded(long, { creative: upload(videoLasting(60)), poster: upload(demoPoster()) })).toMatchObject({
        durationSeconds: 60,
      });
      expect(errorOf(await send(long, { creative: upload(videoLasting(61)), poster: upload(demoPoster()) }))).toMatchObject({
        message: messages.videoTooLong(60, 61),
      });
    });

    it("runs a flyer on a video plan too, which includes what the flyer plan does", async () => {
      const advertiser = await advertiserOn("short_100");
      expect(await uploaded(advertiser, { creative: upload(await pngImage()) })).toMatchObject({
        kind: "flyer",
        durationSeconds: null,
        mediaUrl: expect.stringMatching(/\.png$/),
      });
    });

    it("refuses what is neither an MP4 nor an image, a broken MP4 and a missing or wrong poster", async () => {
      const advertiser = await advertiserOn("medium_250");
      const poster = upload(demoPoster());
      const refusals: Array<[Record<string, unknown>, string]> = [
        [{ creative: upload(notAFile()), poster }, messages.videoNotMp4],
        [{ creative: { base64: "bad base64" }, poster }, messages.videoNotMp4],
        [{ creative: upload(video15s().subarray(0, 5000)), poster }, messages.videoUnreadable],
        [{ creative: upload(video15s()) }, messages.posterRequired],
        [{ creative: upload(video15s()), poster: null }, messages.posterRequired],
        [{ creative: upload(video15s()), poster: { base64: "" } }, messages.posterRequired],
        [{ creative: upload(video15s()), poster: upload(video15s()) }, messages.posterNotImage],
        [{ creative: upload(video15s()), poster: { base64: "%%%%" } }, messages.posterNotImage],
        [
          { creative: upload(video15s()), poster: { base64: Buffer.alloc(IMAGE_MAX_BYTES + 1).toString("base64") } },
          messages.posterTooLarge,
        ],
        [{ creative: { base64: "" }, poster }, messages.creativeRequired],
      ];
      for (const [input, message] of refusals) {
        expect({ input: Object.keys(input), error: errorOf(await send(advertiser, input)) }).toEqual({
          input: Object.keys(input),
          error: { code: "BAD_USER_INPUT", message },
        });
      }
      await expectNothingKept();
    });

    it("refuses a video over 40 MB before decoding it", async () => {
      const advertiser = await advertiserOn("long_500");
      const tooLarge = { base64: "A".repeat(Math.ceil(VIDEO_MAX_BYTES / 3) * 4 + 4) };
      expect(errorOf(await send(advertiser, { creative: tooLarge, poster: upload(demoPoster()) }))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.videoTooLarge,
      });
      await expectNothingKept();
    });
  });

  describe("who may upload, and what the words may be", () => {
    it("asks a signed-out visitor to sign in, and someone not approved to apply first", async () => {
      const input = { title: "Hi", creative: upload(await jpegPhoto()) };
      expect(errorOf(await harness.graph(UPLOAD, { input }, {}))).toEqual({
        code: "UNAUTHENTICATED",
        message: messages.signInRequired,
      });
      const applicant = await harness.account();
      await harness.apply(applicant);
      expect(errorOf(await send({ account: applicant }, input))).toEqual({ code: "NOT_FOUND", message: messages.noAdvertiser });
      await db().delete(outbox);
      await expectNothingKept();
    });

    it("refuses NUL bytes, control characters and huge strings in the words, and keeps nothing", async () => {
      const advertiser = await advertiserOn("flyer_50");
      const creative = upload(await pngImage());
      const refusals: Array<[Record<string, unknown>, string]> = [
        [{ title: "" }, messages.titleRequired],
        [{ title: "Grand\u0000opening" }, "Title must not contain NUL characters"],
        [{ title: "Grand\u001bopening" }, "Title must not contain control characters"],
        [{ title: "G".repeat(2_000_000) }, messages.titleTooLong],
        [{ description: "\u0000" }, "Description must not contain NUL characters"],
        [{ description: "d".repeat(281) }, messages.descriptionTooLong],
      ];
      for (const [input, message] of refusals) {
        expect(errorOf(await send(advertiser, { creative, ...input }))).toEqual({ code: "BAD_USER_INPUT", message });
      }
      await expectNothingKept();
    });
  });

  describe("activation and the advertiser's list", () => {
    it("activates at once the ad of an advertiser whose plan is paid, with AdvertisementActivated", async () => {
      const advertiser = await advertiserOn("short_100");
      await markPaid(advertiser.advertiserId);
      const ad = await uploaded(advertiser, { creative: upload(video15s()), poster: upload(demoPoster()) });
      expect(ad).toMatchObject({ status: "active", activatedAt: ad.createdAt });
      const [event, ...more] = await harness.published(AdvertisementActivatedSchema);
      expect(more).toEqual([]);
      expect(event?.data).toMatchObject({
        advertisementId: ad.id,
        advertiserId: advertiser.advertiserId,
        kind: "video",
        durationSeconds: 15,
      });
    });

    it("writes and activates every one of a paid advertiser's uploads sent at once", async () => {
      const advertiser = await advertiserOn("flyer_50");
      await markPaid(advertiser.advertiserId);
      const flyer = upload(await pngImage());
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, index) => send(advertiser, { title: `Ad ${index}`, creative: flyer })),
      );
      expect(results.map((result) => result.errors)).toEqual(Array(8).fill(undefined));
      const rows = await db().select().from(advertisements);
      expect(rows.map((row) => row.status)).toEqual(Array(8).fill("active"));
      expect(await harness.published(AdvertisementActivatedSchema)).toHaveLength(8);
      expect(harness.storedKeys()).toHaveLength(8);
    });

    it("lists the advertiser's ads newest first, on myAdvertiser", async () => {
      const advertiser = await advertiserOn("flyer_50");
      const first = await uploaded(advertiser, { title: "First", creative: upload(await pngImage()) });
      harness.clock.advance(60_000);
      const second = await uploaded(advertiser, { title: "Second", creative: upload(await pngImage()) });
      const other = await advertiserOn("flyer_50");
      await uploaded(other, { title: "Someone else's", creative: upload(await pngImage()) });
      const result = await harness.graph<{ myAdvertiser: { advertisements: AdOut[] } }>(
        `{ myAdvertiser { advertisements { ${AD_FIELDS} } } }`,
        {},
        advertiser.account.headers,
      );
      expect(result.data?.myAdvertiser.advertisements).toEqual([second, first]);
    });
  });

  describe("files of an ad that was not written", () => {
    /** The harness's storage, with puts that fail from the `failAt`-th on. */
    const failingStorage = (failAt: number) => storageFailingAt(harness.storage, failAt);

    it("are removed when storage fails between the video and its poster", async () => {
      const advertiser = await advertiserOn("short_100");
      const input = { title: "Grand opening", creative: upload(video15s()), poster: upload(demoPoster()) };
      await expect(
        uploadAdvertisement({ ...harness.deps, storage: failingStorage(2) }, userOf(advertiser), input),
      ).rejects.toThrow("storage is full");
      await expectNothingKept();
    });

    it("are removed when the database fails to write the ad", async () => {
      const advertiser = await advertiserOn("flyer_50");
      const broken = new Proxy(harness.deps.db, {
        get: (target, name, receiver) =>
          name === "transaction"
            ? () => Promise.reject(new Error("the database went away"))
            : Reflect.get(target, name, receiver),
      });
      const input = { title: "Grand opening", creative: upload(await pngImage()) };
      await expect(uploadAdvertisement({ ...harness.deps, db: broken }, userOf(advertiser), input)).rejects.toThrow(
        "the database went away",
      );
      await expectNothingKept();
    });
  });
});

const userOf = (advertiser: TestAdvertiser) => ({
  id: advertiser.account.userId,
  username: advertiser.account.username,
  role: "user" as const,
  sessionId: "test-session",
});
