import { randomUUID } from "node:crypto";
import { testDatabase } from "@highcotton/kit/testing";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { adTotals, advertiserStats } from "../../src/application/advertiser-stats.ts";
import { recordAdEvents } from "../../src/application/record-ad-events.ts";
import { messages } from "../../src/contract/index.ts";
import { type AdsHarness, startAdsHarness } from "../support/ads-harness.ts";
import { adRow, runningAd } from "../support/running-ads.ts";

const postgres = testDatabase("ads_stats");

const DAY_MS = 24 * 60 * 60 * 1000;
const STATS = `query ($days: Int) {
  myAdvertiser { stats(days: $days) { days { day impressions clicks clickThroughRate } impressions clicks clickThroughRate } }
}`;
const ADS = "{ myAdvertiser { advertisements { id views clicks } } }";

postgres.describe("an advertiser's statistics", (open) => {
  let harness: AdsHarness;
  beforeAll(async () => {
    harness = await startAdsHarness(open);
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
    // Noon UTC, so a test's day cannot turn while it runs.
    const now = harness.clock.now().getTime();
    harness.clock.advance(DAY_MS - ((now - DAY_MS / 2) % DAY_MS));
  });

  /** Paid through the months a test moves its clock across: a lapsed plan's ads count nothing. */
  const paidAhead = () => ({ paidThrough: new Date(harness.clock.now().getTime() + 90 * DAY_MS) });
  const dayOf = (daysAgo: number) => new Date(harness.clock.now().getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  /**
   * `impressions` viewable impressions of the ad, each in its own page view served a few seconds
   * before, and `clicks` clicks on the first of them.
   */
  const show = async (advertisementId: string, impressions: number, clicks = 0) => {
    const tokens = Array.from({ length: impressions }, () =>
      harness.deps.impressionTokens.issue(advertisementId, "marketplace", harness.clock.now()),
    );
    harness.clock.advance(5000);
    const events = [
      ...tokens.map((token) => ({ kind: "impression", visibleMs: 5000, token })),
      ...tokens.slice(0, clicks).map((token) => ({ kind: "click", token })),
    ].map((event) => ({ ...event, advertisementId }));
    const result = await recordAdEvents(harness.deps, { events }, { sessionId: null, clientAddress: null });
    expect(result).toEqual({ ok: true, value: { accepted: impressions + clicks, duplicates: 0 } });
  };

  it("charts every day of the window oldest first, zeros filled, with the days' totals and click-through rates", async () => {
    const owner = await harness.account();
    const { advertiserId, advertisementId: first } = await runningAd(harness, { userId: owner.userId, ...paidAhead() });
    const second = await adRow(harness, advertiserId);
    await show(first, 4, 1);
    harness.clock.advance(DAY_MS);
    await show(first, 2);
    await show(second, 6, 3);
    harness.clock.advance(2 * DAY_MS);
    await show(second, 1, 1);

    const result = await harness.graph<{ myAdvertiser: { stats: unknown } }>(STATS, { days: 4 }, owner.headers);
    expect(result.errors).toBeUndefined();
    expect(result.data?.myAdvertiser.stats).toEqual({
      days: [
        { day: dayOf(3), impressions: 4, clicks: 1, clickThroughRate: 0.25 },
        { day: dayOf(2), impressions: 8, clicks: 3, clickThroughRate: 3 / 8 },
        { day: dayOf(1), impressions: 0, clicks: 0, clickThroughRate: 0 },
        { day: dayOf(0), impressions: 1, clicks: 1, clickThroughRate: 1 },
      ],
      impressions: 13,
      clicks: 5,
      clickThroughRate: 5 / 13,
    });
  });

  it("covers the last 30 days by default, today last, and leaves out older days", async () => {
    const { advertiserId, advertisementId } = await runningAd(harness, paidAhead());
    await show(advertisementId, 3, 1);
    harness.clock.advance(30 * DAY_MS);
    await show(advertisementId, 1);

    const month = await advertiserStats(harness.deps, advertiserId, undefined);
    if (!month.ok) throw new Error(month.error.message);
    expect(month.value.days).toHaveLength(30);
    expect(month.value.days[0]?.day).toBe(dayOf(29));
    expect(month.value.days[29]).toEqual({ day: dayOf(0), impressions: 1, clicks: 0, clickThroughRate: 0 });
    expect(month.value).toMatchObject({ impressions: 1, clicks: 0 });

    const longer = await advertiserStats(harness.deps, advertiserId, 31);
    expect(longer).toMatchObject({ ok: true, value: { impressions: 4, clicks: 1, clickThroughRate: 0.25 } });
  });

  it("counts only the advertiser's own ads", async () => {
    const { advertiserId } = await runningAd(harness);
    const { advertisementId: other } = await runningAd(harness);
    await show(other, 5, 2);
    expect(await advertiserStats(harness.deps, advertiserId, 1)).toEqual({
      ok: true,
      value: {
        days: [{ day: dayOf(0), impressions: 0, clicks: 0, clickThroughRate: 0 }],
        impressions: 0,
        clicks: 0,
        clickThroughRate: 0,
      },
    });
  });

  it.each([0, 91, -5])("refuses a window of %s days", async (days) => {
    const owner = await harness.account();
    await runningAd(harness, { userId: owner.userId });
    const result = await harness.graph(STATS, { days }, owner.headers);
    expect(result.errors).toMatchObject([{ message: messages.statsDaysInvalid, extensions: { code: "BAD_USER_INPUT" } }]);
  });

  it("gives each ad its all-time views and clicks", async () => {
    const owner = await harness.account();
    const { advertiserId, advertisementId: first } = await runningAd(harness, { userId: owner.userId, ...paidAhead() });
    const second = await adRow(harness, advertiserId);
    const quiet = await adRow(harness, advertiserId);
    await show(first, 3, 1);
    harness.clock.advance(40 * DAY_MS);
    await show(first, 2, 1);
    await show(second, 1);

    const result = await harness.graph<{ myAdvertiser: { advertisements: Array<{ id: string }> } }>(ADS, {}, owner.headers);
    expect(result.errors).toBeUndefined();
    const byId = Object.fromEntries((result.data?.myAdvertiser.advertisements ?? []).map((ad) => [ad.id, ad]));
    expect(byId).toEqual({
      [first]: { id: first, views: 5, clicks: 2 },
      [second]: { id: second, views: 1, clicks: 0 },
      [quiet]: { id: quiet, views: 0, clicks: 0 },
    });
    const unknown = randomUUID();
    expect(await adTotals(harness.deps, [first, unknown])).toEqual(
      new Map([
        [first, { views: 5, clicks: 2 }],
        [unknown, { views: 0, clicks: 0 }],
      ]),
    );
  });
});
