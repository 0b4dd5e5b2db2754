import { testDatabase } from "@highcotton/kit/testing";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { serveAdvertisement } from "../../src/application/serve-advertisement.ts";
import { adEvents } from "../../src/db/schema.ts";
import { type AdsHarness, startAdsHarness } from "../support/ads-harness.ts";
import { adRow, advertiserRow, runningAd } from "../support/running-ads.ts";

const postgres = testDatabase("ads_serving");

const SERVED = `query ($placement: AdPlacement!) {
  servedAdvertisement(placement: $placement) {
    id kind title description mediaUrl thumbnailUrl width height durationSeconds companyName viewableAfterMs clickUrl
  }
}`;

const DAY_MS = 24 * 60 * 60 * 1000;

postgres.describe("the ad slot", (open) => {
  let harness: AdsHarness;
  beforeAll(async () => {
    harness = await startAdsHarness(open);
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  const served = async (placement = "marketplace") => {
    const result = await harness.graph<{ servedAdvertisement: Record<string, unknown> | null }>(SERVED, { placement });
    expect(result.errors).toBeUndefined();
    return result.data?.servedAdvertisement;
  };
  /** The ids served over `draws` draws. */
  const draws = async (count: number) => {
    const ids: Array<string | null> = [];
    for (let draw = 0; draw < count; draw++) ids.push((await serveAdvertisement(harness.deps, "marketplace"))?.id ?? null);
    return ids;
  };

  it("serves nothing when no ad runs", async () => {
    expect(await served()).toBeNull();
    expect(await served("store")).toBeNull();
  });

  it("serves a running flyer with its advertiser's name, a one second viewability rule and a click path through the server", async () => {
    const { advertisementId } = await runningAd(harness, {
      plan: "flyer_50",
      companyName: "Bud Brand Co.",
      title: "Spring drop",
    });
    expect(await served("store")).toEqual({
      id: advertisementId,
      kind: "flyer",
      title: "Spring drop",
      description: "Grown with care",
      mediaUrl: "/media/ads/flyer.jpg",
      thumbnailUrl: "/media/ads/poster.jpg",
      width: 1200,
      height: 628,
      durationSeconds: null,
      companyName: "Bud Brand Co.",
      viewableAfterMs: 1000,
      clickUrl: `/api/ads/${advertisementId}/click`,
    });
  });

  it("signs each serve a token of its own, bound to the ad, the slot, a page view and 15 minutes, writing nothing", async () => {
    const { advertisementId } = await runningAd(harness);
    const tokenOf = async (placement: string) => {
      const result = await harness.graph<{ servedAdvertisement: { id: string; impressionToken: string } }>(
        "query ($placement: AdPlacement!) { servedAdvertisement(placement: $placement) { id impressionToken } }",
        { placement },
      );
      return result.data?.servedAdvertisement.impressionToken ?? "";
    };
    const [first, second] = [await tokenOf("store"), await tokenOf("store")];
    expect(first).not.toBe(second);
    const claims = harness.deps.impressionTokens.verify(first);
    expect(claims).toMatchObject({ advertisementId, placement: "store" });
    expect((claims?.expiresAt.getTime() ?? 0) - (claims?.issuedAt.getTime() ?? 0)).toBe(15 * 60 * 1000);
    expect(claims?.pageViewId).not.toBe(harness.deps.impressionTokens.verify(second)?.pageViewId);
    expect(await harness.database.db.select({ count: sql<number>`cast(count(*) as int)` }).from(adEvents)).toEqual([
      { count: 0 },
    ]);
  });

  it("asks two seconds in view for a video, and gives no click path without a website", async () => {
    const { advertisementId } = await runningAd(harness, { plan: "medium_250", website: null });
    expect(await served()).toMatchObject({
      id: advertisementId,
      kind: "video",
      durationSeconds: 14.5,
      viewableAfterMs: 2000,
      clickUrl: null,
    });
  });

  it.each([
    ["an unpaid advertiser's", { subscriptionStatus: "unpaid", paidThrough: null }, {}],
    ["a past due advertiser's", { subscriptionStatus: "past_due" }, {}],
    ["a canceled advertiser's", { subscriptionStatus: "canceled" }, {}],
    ["a deactivated advertiser's", { isActive: false }, {}],
    ["a pending", {}, { status: "pending" }],
    ["a withdrawn", {}, { isActive: false }],
  ] as const)("never serves %s ad, beside one that runs", async (_case, advertiser, ad) => {
    const hidden = await adRow(harness, await advertiserRow(harness, advertiser), ad);
    const { advertisementId: running } = await runningAd(harness);
    const ids = await draws(40);
    expect(ids).not.toContain(hidden);
    expect(new Set(ids)).toEqual(new Set([running]));
  });

  it("stops serving an ad once its paid month has passed", async () => {
    const { advertisementId } = await runningAd(harness, { paidThrough: new Date(harness.clock.now().getTime() + DAY_MS) });
    expect((await served())?.id).toBe(advertisementId);
    harness.clock.advance(DAY_MS + 1000);
    expect(await served()).toBeNull();
  });

  it("serves a $500 plan's ad about ten times as often as a $50 plan's", async () => {
    const { advertisementId: flyer } = await runningAd(harness, { plan: "flyer_50" });
    const { advertisementId: long } = await runningAd(harness, { plan: "long_500" });
    const ids = await draws(400);
    const longShare = ids.filter((id) => id === long).length / ids.length;
    // Expected 500 / 550 ≈ 0.91; the bounds are several standard deviations wide.
    expect(longShare).toBeGreaterThan(0.82);
    expect(longShare).toBeLessThan(0.98);
    expect(ids.filter((id) => id === flyer).length + ids.filter((id) => id === long).length).toBe(400);
  });

  it("shares an advertiser's weight among its ads, so more uploads do not buy more showings", async () => {
    const { advertisementId: long } = await runningAd(harness, { plan: "long_500" });
    const flyers = await advertiserRow(harness, { plan: "flyer_50" });
    for (let ad = 0; ad < 10; ad++) await adRow(harness, flyers);
    const ids = await draws(400);
    const longShare = ids.filter((id) => id === long).length / ids.length;
    // Still 500 / 550 ≈ 0.91 for the $500 plan; per ad, the ten flyers would take 500 / 1000.
    expect(longShare).toBeGreaterThan(0.82);
    expect(longShare).toBeLessThan(0.98);
  });
});
