import { readFileSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { adFiles, approveAdvertiser, clickedLink, paddedVideo, viewedImpression } from "../support/ads.ts";
import { apiClient, signUp, uniqueName } from "../support/api.ts";
import { eventually } from "../support/poll.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

// One journey per service through the web edge of `docker compose up`, each crossing the
// containers in a way the all-in-one cannot show: designs drawn in the catalog container and
// served from MinIO, a society photo stored in MinIO, uploads at the largest sizes carried
// between the containers, an ad served and counted by the ads container, and a sign-out in
// identity refused by catalog's container through Kafka. What each
// call answers in detail is the e2e project's to check, on the same code; the money loop and the
// killed containers are in resilience.test.ts.

let system: RunningSystem;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  system = await startSystem();
  api = apiClient(system.url);
}, 600_000);

/** Fetches a stored object through the web edge; fails unless it is there with the content type. */
async function expectStored(url: string, contentType: RegExp): Promise<Buffer> {
  const response = await fetch(new URL(url, system.url));
  expect(response.status, url).toBe(200);
  expect(response.headers.get("content-type"), url).toMatch(contentType);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Whether MinIO's bucket holds the object a public URL names: the URL is its key under one
 * prefix (the edge's /media, or the bucket's name when S3_PUBLIC_URL points at MinIO itself).
 */
function inBucket(url: string): boolean {
  const key = new URL(url, system.url).pathname.split("/").slice(2).join("/");
  return key.length > 0 && system.storedFiles().some((file) => file.endsWith(`/objects/${key}`));
}

describe("catalog", () => {
  it("draws a new store's 20 designs in the catalog container, stored in MinIO and served through the edge", async () => {
    const owner = await signUp(api, "dispensary");
    const store = {
      businessType: "dispensary",
      name: "Harbor Kush",
      address: "9 Pier Rd",
      city: "Denver",
      state: "CO",
      zipCode: "80216",
      paymentMethodId: "pm_card_visa",
    };
    const created = await api.post("/api/dispensary", store, { token: owner.token });
    expect(created.status).toBe(201);
    expect(
      (await api.post(`/api/dispensaries/${created.body.id}/generate-designs`, undefined, { token: owner.token })).status,
    ).toBe(202);
    const designs = await eventually(
      async () => {
        const { body } = await api.get(`/api/dispensaries/${created.body.id}/designs`);
        return body.length >= 20 ? body : undefined;
      },
      300_000,
      "20 designs",
    );
    const image = await expectStored(designs[0].frontImageUrl, /^image\/webp$/);
    expect((await sharp(image).metadata()).width).toBeGreaterThan(100);
    expect(inBucket(designs[0].frontImageUrl)).toBe(true);
  }, 360_000);
});

describe("community", () => {
  it("keeps a society post's photo in MinIO, as WebP, served through the edge", async () => {
    const sessionId = `session_${Date.now()}_cmp`;
    const profile = await api.postForm("/api/community/profile", {
      sessionId,
      displayName: "Dock Hand",
      city: "Denver",
      state: "CO",
    });
    expect(profile.status).toBe(200);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 110, b: 70 } } })
      .jpeg()
      .toBuffer();
    const posted = await api.postForm(
      "/api/community/posts",
      { sessionId, profileId: profile.body.id, postText: "Harbor haze at dusk" },
      [{ field: "image", bytes: photo, filename: "IMG_0002.JPG" }],
    );
    expect(posted.status).toBe(201);
    await expectStored(posted.body.imageUrl, /^image\/webp$/);
    expect(inBucket(posted.body.imageUrl)).toBe(true);
    const listed = await api.get(`/api/community/posts?sessionId=${sessionId}`);
    expect(listed.body.map((post: { id: string }) => post.id)).toContain(posted.body.id);
  });

  it("carries a feed post's four large photos from the edge through the REST adapter and gateway to community", async () => {
    /** A noisy photo that stays large as a JPEG: 4 of them are several times the public /graphql limit. */
    const photo = (seed: number) =>
      sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: { r: seed * 40, g: 120, b: 60 },
          noise: { type: "gaussian", mean: 128, sigma: 60 },
        },
      })
        .jpeg({ quality: 95 })
        .toBuffer();
    const images = await Promise.all([1, 2, 3, 4].map(photo));
    // As base64 between the containers they are far over the public 1 MB, within the internal limits.
    expect(images.reduce((sum, image) => sum + image.length, 0) * (4 / 3)).toBeGreaterThan(4 * 1024 * 1024);
    const feedPost = await api.postForm(
      "/api/posts",
      { content: "Four from the ferry" },
      images.map((bytes) => ({ field: "images", bytes })),
      { token: (await signUp(api, "user")).token },
    );
    expect(feedPost).toMatchObject({ status: 201, body: { content: "Four from the ferry" } });
    expect(feedPost.body.imageUrls).toHaveLength(4);
    for (const url of feedPost.body.imageUrls) expect(inBucket(url)).toBe(true);
  }, 180_000);
});

describe("ads", () => {
  it("serves a paid flyer from the ads container and counts its impression and click", async () => {
    const advertiser = await signUp(api, "user");
    const { token } = advertiser;
    const website = "https://harbor-ads.example";
    const companyName = uniqueName("Harbor Ads ");
    const applied = await api.post(
      "/api/advertiser-applications",
      { companyName, contactEmail: "ads@harbor.example", contactPhone: "(303) 555-0100", website, plan: "flyer_50" },
      { token },
    );
    expect(applied.status).toBe(201);
    expect(await approveAdvertiser(applied.body.id, system)).toContain(`Approved ${companyName}`);
    expect((await api.post("/api/advertiser/subscription", { paymentMethodId: "pm_card_visa" }, { token })).status).toBe(200);
    const uploaded = await api.postForm(
      "/api/advertisements",
      { title: "Harbor flyer" },
      [{ field: "creative", bytes: readFileSync(adFiles.poster), filename: "flyer.jpg" }],
      { token },
    );
    expect(uploaded).toMatchObject({ status: 201, body: { kind: "flyer", status: "active" } });
    const served = await api.get("/api/ads/serve?placement=marketplace");
    // The slot starts its clock once the serve has answered, after the token was signed.
    const servedAt = Date.now();
    expect(served.body.ad).toMatchObject({ id: uploaded.body.id });
    await expectStored(served.body.ad.mediaUrl, /^image\//);

    const sessionId = `session_${Date.now()}_adc`;
    expect(
      await api.post("/api/ads/events", { sessionId, events: [await viewedImpression(served.body, servedAt)] }),
    ).toMatchObject({
      status: 202,
      body: { accepted: 1 },
    });
    const click = await api.get(await clickedLink(served.body, servedAt, sessionId));
    expect(click).toMatchObject({ status: 302 });
    expect(click.headers.get("location")).toBe(website);
    await eventually(
      async () => {
        const stats = await api.get("/api/advertiser/stats?days=7", { token });
        return stats.body.impressions === 1 && stats.body.clicks === 1 ? true : undefined;
      },
      30_000,
      "the impression and click in the advertiser's stats",
    );
  });

  it("carries the largest video an ad may have (40 MB) through the edge's form limit, the REST adapter and the gateway to the ads container", async () => {
    const { token } = await signUp(api, "user");
    const companyName = uniqueName("Harbor Video ");
    const applied = await api.post(
      "/api/advertiser-applications",
      { companyName, contactEmail: "video@harbor.example", website: "https://harbor-video.example", plan: "short_100" },
      { token },
    );
    expect(applied.status).toBe(201);
    expect(await approveAdvertiser(applied.body.id, system)).toContain(`Approved ${companyName}`);
    const video = paddedVideo(readFileSync(adFiles.video15s), 40 * 1024 * 1024);
    const uploaded = await api.postForm(
      "/api/advertisements",
      { title: "Harbor video" },
      [
        { field: "creative", bytes: video, filename: "ad.mp4", type: "video/mp4" },
        { field: "poster", bytes: readFileSync(adFiles.poster), filename: "poster.jpg" },
      ],
      { token },
    );
    // Unpaid, so it waits (pending) and is not served in place of the flyer above.
    expect(uploaded).toMatchObject({ status: 201, body: { kind: "video", status: "pending" } });
    expect(uploaded.body.durationSeconds).toBeLessThanOrEqual(15);
    expect(inBucket(uploaded.body.mediaUrl)).toBe(true);
  }, 180_000);
});

describe("identity", () => {
  it("signs out in identity's container, and catalog's container refuses the token once it hears of it", async () => {
    const account = await signUp(api, "dispensary");
    expect((await api.get("/api/dispensary", { token: account.token })).status).toBe(200);
    expect((await api.post("/api/auth/logout", undefined, { token: account.token })).status).toBe(204);
    await eventually(
      async () => ((await api.get("/api/dispensary", { token: account.token })).status === 401 ? true : undefined),
      30_000,
      "catalog refusing the signed-out token",
    );
  });
});
