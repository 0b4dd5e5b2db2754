import { testDatabase } from "@highcotton/kit/testing";
import { count, eq, sum } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { seedDemoAdvertiser } from "../../src/application/seed-demo-advertiser.ts";
import { adDailyStats, adEvents, advertisements, advertisers } from "../../src/db/schema.ts";
import { type AdsHarness, startAdsHarness } from "../support/ads-harness.ts";

const postgres = testDatabase("ads_demo_advertiser");

postgres.describe("the demo advertiser", (open) => {
  let harness: AdsHarness;
  beforeAll(async () => {
    harness = await startAdsHarness(open);
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  it("is budbrand, approved and paid, running a flyer and a 15 s video with a month of history, once", async () => {
    const budbrand = await harness.account("user", "budbrand");
    await seedDemoAdvertiser(harness.deps, { waitMs: 0 });
    await seedDemoAdvertiser(harness.deps, { waitMs: 0 });

    const [advertiser] = await harness.database.db.select().from(advertisers);
    expect(advertiser).toMatchObject({
      userId: budbrand.userId,
      companyName: "Bud Brand Co.",
      subscriptionTier: "short_100",
      subscriptionStatus: "active",
      monthlyFee: "100.00",
    });
    const ads = await harness.database.db.select().from(advertisements);
    expect(ads.map((ad) => [ad.kind, ad.status, ad.durationSeconds]).sort()).toEqual([
      ["flyer", "active", null],
      ["video", "active", 15],
    ]);

    const days = await harness.database.db
      .select({ days: count(), impressions: sum(adDailyStats.impressions), clicks: sum(adDailyStats.clicks) })
      .from(adDailyStats);
    expect(days[0]?.days).toBe(60);
    const [events] = await harness.database.db.select({ events: count() }).from(adEvents);
    expect(Number(days[0]?.impressions) + Number(days[0]?.clicks)).toBe(events?.events);
    expect(Number(days[0]?.clicks)).toBeGreaterThan(0);

    const served = await harness.graph<{ servedAdvertisement: { companyName: string } | null }>(
      "{ servedAdvertisement(placement: marketplace) { companyName } }",
    );
    expect(served.data?.servedAdvertisement?.companyName).toBe("Bud Brand Co.");
    const stats = await harness.graph<{ myAdvertiser: { stats: { days: unknown[]; impressions: number } } }>(
      "{ myAdvertiser { stats(days: 30) { days { day } impressions } } }",
      {},
      budbrand.headers,
    );
    expect(stats.data?.myAdvertiser.stats.days).toHaveLength(30);
    expect(stats.data?.myAdvertiser.stats.impressions).toBeGreaterThan(1000);
  });

  it("waits for the account, and without it makes nothing", async () => {
    await seedDemoAdvertiser(harness.deps, { waitMs: 0 });
    expect(await harness.database.db.select().from(advertisers).where(eq(advertisers.companyName, "Bud Brand Co."))).toEqual([]);
  });
});
