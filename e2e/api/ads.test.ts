import { readFileSync } from "node:fs";
import { messages as adsMessages } from "@highcotton/ads/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adFiles,
  approveAdvertiser,
  clickLink,
  GPS_POSITION,
  gpsTaggedVideo,
  paddedVideo,
  type ServedAd,
  viewedImpression,
} from "../support/ads.ts";
import { type Account, apiClient, signUp } from "../support/api.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

// An advertiser's whole journey through SPEC's REST calls on the system as `npm start` runs it:
// applying, an operator's approval with `highcotton ads approve`, a video checked by its length
// read from the file, the plan paid by card, the ad served in the slot with its impression token,
// viewable impressions counted once, a click redirected to the advertiser's website, forged events
// and clicks answered but not counted, and the day's counts.

let system: RunningSystem;
let api: ReturnType<typeof apiClient>;

const WEBSITE = "https://budbrand.example";
const SESSION = `session_${Date.now()}_ads1`;
const today = () => new Date().toISOString().slice(0, 10);
/** An id as the browser makes one (32 hex digits). */
const browserId = () => crypto.randomUUID().replaceAll("-", "");

beforeAll(async () => {
  system = await startSystem({ alone: { why: "it checks what the ad slot serves, so its ad must be the only one" } });
  api = apiClient(system.url);
}, 240_000);

afterAll(async () => {
  await system?.stop();
});

const application = {
  companyName: "Bud Brand",
  contactEmail: "ads@budbrand.example",
  contactPhone: "(303) 555-0142",
  website: WEBSITE,
  plan: "short_100",
};

const uploadAd = (token: string, title: string, video?: string | Buffer, poster?: string) =>
  api.postForm(
    "/api/advertisements",
    { title },
    [
      ...(video
        ? [
            {
              field: "creative",
              bytes: typeof video === "string" ? readFileSync(video) : video,
              filename: "ad.mp4",
              type: "video/mp4",
            },
          ]
        : []),
      ...(poster ? [{ field: "poster", bytes: readFileSync(poster), filename: "poster.jpg" }] : []),
    ],
    { token },
  );

describe("advertising plans", () => {
  it("lists SPEC's four plans in order, the 30 second video marked popular", async () => {
    const plans = await api.get("/api/ads/plans");
    expect(plans.status).toBe(200);
    expect(plans.body.map((plan: { value: string; monthlyPrice: number }) => [plan.value, plan.monthlyPrice])).toEqual([
      ["flyer_50", 50],
      ["short_100", 100],
      ["medium_250", 250],
      ["long_500", 500],
    ]);
    expect(plans.body.filter((plan: { popular: boolean }) => plan.popular).map((plan: { value: string }) => plan.value)).toEqual([
      "medium_250",
    ]);
  });
});

describe("an advertiser from application to counted clicks", () => {
  let advertiser: Account;
  let applicationId: string;
  let adId: string;
  let clickUrl: string;
  /** The two serves' answers, and when they were asked for. */
  const served: Array<{ body: ServedAd; at: number }> = [];

  it("applies once (pending, 201); a second application is 409 and a bad website 400 with SPEC's message", async () => {
    expect((await api.post("/api/advertiser-applications", application)).status).toBe(401);
    advertiser = await signUp(api, "user");
    const { token } = advertiser;
    expect(await api.post("/api/advertiser-applications", { ...application, website: "budbrand" }, { token })).toMatchObject({
      status: 400,
      body: { message: adsMessages.validUrlRequired },
    });
    expect(await api.get("/api/advertiser-applications/mine", { token })).toMatchObject({ status: 404 });

    const applied = await api.post("/api/advertiser-applications", application, { token });
    expect(applied).toMatchObject({
      status: 201,
      body: { companyName: "Bud Brand", website: WEBSITE, status: "pending", plan: { value: "short_100", monthlyPrice: 100 } },
    });
    applicationId = applied.body.id;
    expect(await api.post("/api/advertiser-applications", { ...application, plan: "flyer_50" }, { token })).toMatchObject({
      status: 409,
      body: { message: adsMessages.applicationOpen },
    });
    expect(await api.get("/api/advertiser-applications/mine", { token })).toMatchObject({
      status: 200,
      body: { id: applicationId, status: "pending" },
    });
    expect(await api.get("/api/advertiser", { token })).toMatchObject({
      status: 404,
      body: { message: adsMessages.noAdvertiser },
    });
  });

  it("is approved by an operator with `highcotton ads approve`, and waits to pay", async () => {
    expect(await approveAdvertiser(applicationId, system)).toContain("Approved Bud Brand");
    const { token } = advertiser;
    expect((await api.get("/api/advertiser-applications/mine", { token })).body.status).toBe("approved");
    expect(await api.get("/api/advertiser", { token })).toMatchObject({
      status: 200,
      body: { companyName: "Bud Brand", subscriptionTier: "short_100", subscriptionStatus: "unpaid", advertisements: [] },
    });
  });

  it("refuses a video longer than the plan by reading the file, then takes one that fits, pending until paid", async () => {
    const { token } = advertiser;
    const tooLong = await uploadAd(token, "Too long", adFiles.video31s, adFiles.poster);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/^This plan runs videos of up to 15 seconds; yours is 31(\.\d)? seconds$/);
    expect(await uploadAd(token, "No poster", adFiles.video15s)).toMatchObject({
      status: 400,
      body: { message: adsMessages.posterRequired },
    });

    const overLimit = await api.postForm(
      "/api/advertisements",
      { title: "Over 40 MB" },
      [{ field: "creative", bytes: paddedVideo(readFileSync(adFiles.video15s), 40 * 1024 * 1024 + 1), type: "video/mp4" }],
      { token },
    );
    expect(overLimit).toMatchObject({
      status: 413,
      body: { message: adsMessages.creativeTooLarge },
    });

    // Shot on a phone: its position rides in the file's user data.
    const fromPhone = gpsTaggedVideo(readFileSync(adFiles.video15s));
    expect(fromPhone.includes(GPS_POSITION)).toBe(true);
    const uploaded = await uploadAd(token, "Bud Brand: grown in Colorado", fromPhone, adFiles.poster);
    expect(uploaded).toMatchObject({ status: 201, body: { kind: "video", status: "pending" } });
    expect(uploaded.body.durationSeconds).toBeGreaterThan(14);
    expect(uploaded.body.durationSeconds).toBeLessThanOrEqual(15);
    adId = uploaded.body.id;
    // Not paid yet: nothing runs.
    expect(await api.get("/api/ads/serve?placement=marketplace")).toMatchObject({ status: 200, body: { ad: null } });
  });

  it("pays the plan by card (a declined card is 402), and the pending ad goes live", async () => {
    const { token } = advertiser;
    expect(
      (await api.post("/api/advertiser/subscription", { paymentMethodId: "pm_card_chargeDeclined" }, { token })).status,
    ).toBe(402);
    const paid = await api.post("/api/advertiser/subscription", { paymentMethodId: "pm_card_visa" }, { token });
    expect(paid).toMatchObject({ status: 200, body: { subscriptionStatus: "active", isActive: true } });
    expect(new Date(paid.body.paidThrough).getTime()).toBeGreaterThan(Date.now());
    expect(paid.body.advertisements).toMatchObject([{ id: adId, status: "active" }]);
    expect(await api.post("/api/advertiser/subscription", { paymentMethodId: "pm_card_visa" }, { token })).toMatchObject({
      status: 409,
    });
  });

  it("serves the ad in the marketplace and store slots, its video (without the phone's position) and poster fetchable", async () => {
    for (const placement of ["marketplace", "store"]) {
      const at = Date.now();
      const serve = await api.get(`/api/ads/serve?placement=${placement}`);
      expect(serve).toMatchObject({
        status: 200,
        body: {
          ad: { id: adId, kind: "video", companyName: "Bud Brand", viewableAfterMs: 2000, clickUrl: `/api/ads/${adId}/click` },
          impressionToken: expect.stringContaining(`${adId}.${placement}.`),
        },
      });
      expect(serve.headers.get("cache-control")).toBe("no-store");
      clickUrl = serve.body.ad.clickUrl;
      served.push({ body: serve.body, at });
      for (const url of [serve.body.ad.mediaUrl, serve.body.ad.thumbnailUrl]) {
        expect((await fetch(new URL(url, system.url))).status, url).toBe(200);
      }
      const video = Buffer.from(await (await fetch(new URL(serve.body.ad.mediaUrl, system.url))).arrayBuffer());
      expect(video.length).toBe(readFileSync(adFiles.video15s).length);
      expect(video.includes(GPS_POSITION)).toBe(false);
    }
  });

  it("counts a viewable impression with its token once, the token sent again as a duplicate, and a text/plain beacon", async () => {
    const [marketplace, store] = served;
    if (!marketplace || !store) throw new Error("no ad was served");
    const batch = { sessionId: SESSION, events: [await viewedImpression(marketplace.body, marketplace.at)] };
    expect(await api.post("/api/ads/events", batch)).toMatchObject({ status: 202, body: { accepted: 1, duplicates: 0 } });
    expect(await api.post("/api/ads/events", batch)).toMatchObject({ status: 202, body: { accepted: 0, duplicates: 1 } });
    const beacon = await api.call("POST", "/api/ads/events", {
      raw: JSON.stringify({ sessionId: SESSION, events: [await viewedImpression(store.body, store.at)] }),
      headers: { "content-type": "text/plain;charset=UTF-8" },
    });
    expect(beacon).toMatchObject({ status: 202, body: { accepted: 1, duplicates: 0 } });
    expect(await api.post("/api/ads/events", { sessionId: SESSION, events: [] })).toMatchObject({
      status: 400,
      body: { message: adsMessages.eventsRequired },
    });
  });

  it("counts a click with its token and redirects to the advertiser's website, whatever the query says", async () => {
    const [marketplace] = served;
    if (!marketplace) throw new Error("no ad was served");
    const click = await api.get(`${clickLink(marketplace.body, SESSION)}&url=https://elsewhere.example`);
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toBe(WEBSITE);
    expect(click.headers.get("cache-control")).toBe("no-store");
    expect(await api.get(`${clickUrl}?token=${"t".repeat(257)}`)).toMatchObject({ status: 400 });
    expect(await api.get(`/api/ads/${crypto.randomUUID()}/click?pageViewId=${browserId()}&eventId=${browserId()}`)).toMatchObject(
      { status: 404 },
    );
  });

  it("answers forged impressions and clicks as usual without counting them: no token, or a made-up one", async () => {
    const { token } = advertiser;
    const before = (await api.get("/api/advertiser/stats?days=1", { token })).body;
    const forged = () => ({
      eventId: browserId(),
      advertisementId: adId,
      kind: "impression",
      pageViewId: browserId(),
      visibleMs: 2500,
    });
    for (const events of [
      Array.from({ length: 50 }, forged),
      Array.from({ length: 50 }, () => ({ ...forged(), token: `${adId}.x` })),
    ]) {
      expect(await api.post("/api/ads/events", { events })).toMatchObject({ status: 202, body: { accepted: 0 } });
    }
    for (let sent = 0; sent < 10; sent++) {
      const click = await api.get(`${clickUrl}?pageViewId=${browserId()}&eventId=${browserId()}`);
      expect(click.status).toBe(302);
      expect(click.headers.get("location")).toBe(WEBSITE);
    }
    expect((await api.get("/api/advertiser/stats?days=1", { token })).body).toEqual(before);
  });

  it("shows today's impressions and click in the per-day stats and on the ad", async () => {
    const { token } = advertiser;
    const stats = await api.get("/api/advertiser/stats?days=30", { token });
    expect(stats).toMatchObject({ status: 200, body: { impressions: 2, clicks: 1, clickThroughRate: 0.5 } });
    expect(stats.body.days).toHaveLength(30);
    expect(stats.body.days.at(-1)).toEqual({ day: today(), impressions: 2, clicks: 1, clickThroughRate: 0.5 });
    expect(stats.body.days.slice(0, -1).every((day: { impressions: number }) => day.impressions === 0)).toBe(true);
    expect((await api.get("/api/advertiser/stats?days=91", { token })).status).toBe(400);
    expect((await api.get("/api/advertiser", { token })).body.advertisements).toMatchObject([{ id: adId, views: 2, clicks: 1 }]);
  });
});

describe("the advertiser billing webhook", () => {
  it("refuses a delivery when no signing secret is configured", async () => {
    const delivery = await api.call("POST", "/api/webhooks/stripe-advertiser-billing", {
      raw: JSON.stringify({ id: "evt_1", type: "invoice.paid" }),
      headers: { "stripe-signature": "t=1,v1=00" },
    });
    expect(delivery.status).toBe(400);
  });
});
