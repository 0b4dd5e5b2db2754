import { randomUUID } from "node:crypto";
import { sessionIdMessages } from "@highcotton/kit/domain";
import { testDatabase } from "@highcotton/kit/testing";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { recordAdEvents } from "../../src/application/record-ad-events.ts";
import { messages } from "../../src/contract/index.ts";
import { adDailyStats, adEvents } from "../../src/db/schema.ts";
import { AdEventRateLimiter } from "../../src/domain/event-rate-limit.ts";
import { type AdsHarness, startAdsHarness } from "../support/ads-harness.ts";
import { adRow, advertiserRow, runningAd } from "../support/running-ads.ts";

const postgres = testDatabase("ads_events");

const RECORD = "mutation ($input: RecordAdEventsInput!) { recordAdEvents(input: $input) { accepted duplicates } }";
const CLICK = `mutation ($advertisementId: ID!, $pageViewId: String!, $eventId: String!, $sessionId: String) {
  clickAdvertisement(advertisementId: $advertisementId, pageViewId: $pageViewId, eventId: $eventId, sessionId: $sessionId)
}`;

interface EventFields {
  eventId?: string;
  advertisementId: string;
  kind?: "impression" | "click";
  pageViewId?: string;
  visibleMs?: number | null;
}

let sequence = 0;
const token = (prefix: string) => `${prefix}_${(++sequence).toString(36).padStart(6, "0")}`;
const impression = (advertisementId: string, fields: Partial<EventFields> = {}) => ({
  eventId: token("event"),
  advertisementId,
  kind: "impression",
  pageViewId: token("view"),
  visibleMs: 2500,
  ...fields,
});

postgres.describe("ad events", (open) => {
  let harness: AdsHarness;
  beforeAll(async () => {
    harness = await startAdsHarness(open);
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  const record = async (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
    harness.graph<{ recordAdEvents: { accepted: number; duplicates: number } }>(RECORD, { input }, headers);
  const receipt = async (events: unknown[], headers: Record<string, string> = {}) => {
    const result = await record({ events }, headers);
    expect(result.errors).toBeUndefined();
    return result.data?.recordAdEvents;
  };
  /** The ad's counts per day, and how many event rows it has. */
  const countsOf = async (advertisementId: string) => {
    const { db } = harness.database;
    const days = await db
      .select({ day: adDailyStats.day, impressions: adDailyStats.impressions, clicks: adDailyStats.clicks })
      .from(adDailyStats)
      .where(eq(adDailyStats.advertisementId, advertisementId));
    const [events] = await db
      .select({ count: sql<number>`cast(count(*) as int)` })
      .from(adEvents)
      .where(eq(adEvents.advertisementId, advertisementId));
    return { days, events: events?.count };
  };
  const today = () => harness.clock.now().toISOString().slice(0, 10);
  const clickEvent = (advertisementId: string) => impression(advertisementId, { kind: "click", visibleMs: null });
  /** Active ads that do not run: their advertiser's month has passed, its plan is past due, it was deactivated; or the ad was withdrawn. */
  const stoppedAds = async () => [
    await adRow(harness, await advertiserRow(harness, { paidThrough: new Date(harness.clock.now().getTime() - 1000) })),
    await adRow(harness, await advertiserRow(harness, { subscriptionStatus: "past_due" })),
    await adRow(harness, await advertiserRow(harness, { isActive: false })),
    await adRow(harness, await advertiserRow(harness), { isActive: false }),
  ];

  it("counts an event sent twice once", async () => {
    const { advertisementId } = await runningAd(harness);
    const event = impression(advertisementId);
    expect(await receipt([event])).toEqual({ accepted: 1, duplicates: 0 });
    expect(await receipt([event])).toEqual({ accepted: 0, duplicates: 1 });
    expect(await countsOf(advertisementId)).toEqual({ days: [{ day: today(), impressions: 1, clicks: 0 }], events: 1 });
  });

  it("counts a batch sent 20 times at once once", async () => {
    const { advertisementId: flyer } = await runningAd(harness, { plan: "flyer_50" });
    const { advertisementId: video } = await runningAd(harness, { plan: "short_100" });
    const batch = [
      impression(flyer),
      impression(flyer),
      impression(video),
      impression(video, { kind: "click", visibleMs: null }),
      impression(flyer, { kind: "click" }),
    ];
    const receipts = await Promise.all(Array.from({ length: 20 }, () => receipt(batch)));
    expect(receipts.reduce((sum, each) => sum + (each?.accepted ?? 0), 0)).toBe(5);
    for (const each of receipts) expect((each?.accepted ?? 0) + (each?.duplicates ?? 0)).toBe(5);
    expect(await countsOf(flyer)).toEqual({ days: [{ day: today(), impressions: 2, clicks: 1 }], events: 3 });
    expect(await countsOf(video)).toEqual({ days: [{ day: today(), impressions: 1, clicks: 1 }], events: 2 });
  });

  it("never fails batches that name the same events by crossing keys at once, and counts what they stored", async () => {
    const { advertisementId } = await runningAd(harness);
    const ids = Array.from({ length: 12 }, () => token("event"));
    const views = Array.from({ length: 12 }, () => token("view"));
    // Each batch pairs the same event ids with the page views in another order, so one batch's
    // event id is another's page view slot: the locks they need cross.
    const batches = Array.from({ length: 16 }, (_, round) =>
      ids.map((eventId, index) =>
        impression(advertisementId, { eventId, pageViewId: views[(index + round) % views.length] as string }),
      ),
    );
    const results = await Promise.all(batches.map((events) => record({ events })));
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    const accepted = results.reduce((sum, result) => sum + (result.data?.recordAdEvents.accepted ?? 0), 0);
    const counts = await countsOf(advertisementId);
    expect(counts.events).toBe(accepted);
    expect(counts.days).toEqual([{ day: today(), impressions: accepted, clicks: 0 }]);
    expect(accepted).toBeLessThanOrEqual(12);
  });

  it("counts one impression and one click per ad and page view, whatever the event ids", async () => {
    const { advertisementId } = await runningAd(harness);
    const pageViewId = token("view");
    expect(await receipt([impression(advertisementId, { pageViewId })])).toEqual({ accepted: 1, duplicates: 0 });
    expect(await receipt([impression(advertisementId, { pageViewId })])).toEqual({ accepted: 0, duplicates: 1 });
    expect(
      await receipt([
        impression(advertisementId, { pageViewId, kind: "click" }),
        impression(advertisementId, { pageViewId, kind: "click" }),
      ]),
    ).toEqual({ accepted: 1, duplicates: 1 });
    // The same event twice in one batch counts once too.
    const event = impression(advertisementId);
    expect(await receipt([event, event])).toEqual({ accepted: 1, duplicates: 1 });
    expect((await countsOf(advertisementId)).days).toEqual([{ day: today(), impressions: 2, clicks: 1 }]);
  });

  it("drops impressions reported shorter than the ad's kind needs: 1 s for a flyer, 2 s for a video", async () => {
    const { advertisementId: flyer } = await runningAd(harness, { plan: "flyer_50" });
    const { advertisementId: video } = await runningAd(harness, { plan: "long_500" });
    expect(
      await receipt([
        impression(flyer, { visibleMs: 999 }),
        impression(flyer, { visibleMs: null }),
        impression(video, { visibleMs: 1999 }),
        impression(video, { visibleMs: 1000 }),
      ]),
    ).toEqual({ accepted: 0, duplicates: 0 });
    expect(await receipt([impression(flyer, { visibleMs: 1000 }), impression(video, { visibleMs: 2000 })])).toEqual({
      accepted: 2,
      duplicates: 0,
    });
    expect((await countsOf(flyer)).days).toEqual([{ day: today(), impressions: 1, clicks: 0 }]);
    expect((await countsOf(video)).days).toEqual([{ day: today(), impressions: 1, clicks: 0 }]);
  });

  it("skips events for unknown ads and ads that are not running, and counts the rest", async () => {
    const { advertisementId } = await runningAd(harness);
    const { advertisementId: pending } = await runningAd(harness, { status: "pending" });
    expect(
      await receipt([impression(randomUUID()), impression("not-an-ad"), impression(pending), impression(advertisementId)]),
    ).toEqual({ accepted: 1, duplicates: 0 });
    expect(await countsOf(pending)).toEqual({ days: [], events: 0 });
  });

  it("counts nothing for the ads of a lapsed or deactivated advertiser, or a withdrawn ad", async () => {
    const stopped = await stoppedAds();
    expect(
      await receipt(stopped.flatMap((advertisementId) => [impression(advertisementId), clickEvent(advertisementId)])),
    ).toEqual({
      accepted: 0,
      duplicates: 0,
    });
    for (const advertisementId of stopped) expect(await countsOf(advertisementId)).toEqual({ days: [], events: 0 });
  });

  it("keeps the batch's session id, or else the x-session-id header's", async () => {
    const { advertisementId } = await runningAd(harness);
    await receipt([impression(advertisementId, { eventId: "event_from_body" })]);
    await record({
      sessionId: "session_1700000000000_body",
      events: [impression(advertisementId, { eventId: "event_in_body" })],
    });
    await receipt([impression(advertisementId, { eventId: "event_in_header" })], {
      "x-session-id": "session_1700000000000_head",
    });
    const rows = await harness.database.db.select({ eventId: adEvents.eventId, sessionId: adEvents.sessionId }).from(adEvents);
    expect(Object.fromEntries(rows.map((row) => [row.eventId, row.sessionId]))).toEqual({
      event_from_body: null,
      event_in_body: "session_1700000000000_body",
      event_in_header: "session_1700000000000_head",
    });
  });

  it.each([
    ["no events", { events: [] }, messages.eventsRequired],
    ["51 events", { events: Array.from({ length: 51 }, () => impression(randomUUID())) }, messages.eventsRequired],
    ["a short event id", { events: [impression(randomUUID(), { eventId: "e1" })] }, messages.eventIdInvalid],
    [
      "a page view id with a space",
      { events: [impression(randomUUID(), { pageViewId: "page view 1" })] },
      messages.pageViewIdInvalid,
    ],
    ["a negative visibleMs", { events: [impression(randomUUID(), { visibleMs: -1 })] }, messages.visibleMsInvalid],
    ["a made-up session id", { sessionId: "me", events: [impression(randomUUID())] }, sessionIdMessages.invalid],
  ])("refuses a batch with %s, saying why", async (_case, input, message) => {
    const result = await record(input);
    expect(result.errors).toMatchObject([{ message, extensions: { code: "BAD_USER_INPUT" } }]);
  });

  it("refuses a session past 600 events a minute, saying when to retry, and lets it go on a minute later", async () => {
    const { advertisementId } = await runningAd(harness);
    const sessionId = `session_1700000000000_${token("limit").slice(6)}`;
    const batch = () => Array.from({ length: 50 }, () => impression(advertisementId));
    for (let sent = 0; sent < 12; sent++) expect((await record({ sessionId, events: batch() })).errors).toBeUndefined();
    const refused = await record({ sessionId, events: batch() });
    expect(refused.errors).toMatchObject([
      { message: messages.tooManyEvents, extensions: { code: "TOO_MANY_REQUESTS", retryAfter: expect.any(Number) } },
    ]);
    expect((await countsOf(advertisementId)).events).toBe(600);
    harness.clock.advance(61_000);
    expect((await record({ sessionId, events: batch() })).data?.recordAdEvents).toEqual({ accepted: 50, duplicates: 0 });
  });

  it("counts every session of one client address together", async () => {
    const { advertisementId } = await runningAd(harness);
    const deps = {
      ...harness.deps,
      adEventLimiter: new AdEventRateLimiter({
        session: { max: 10, windowSeconds: 60 },
        address: { max: 15, windowSeconds: 60 },
      }),
    };
    const from = (sessionId: string) => ({ sessionId, clientAddress: "203.0.113.7" });
    const ten = () => ({ events: Array.from({ length: 10 }, () => impression(advertisementId)) });
    expect(await recordAdEvents(deps, ten(), from("session_1_a"))).toMatchObject({ ok: true });
    expect(await recordAdEvents(deps, ten(), from("session_1_b"))).toMatchObject({
      ok: false,
      error: { code: "TOO_MANY_REQUESTS", retryAfterSeconds: 60 },
    });
    expect(await recordAdEvents(deps, ten(), { sessionId: "session_1_c", clientAddress: "198.51.100.1" })).toMatchObject({
      ok: true,
    });
  });

  describe("a click through an ad's link", () => {
    const click = async (variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const result = await harness.graph<{ clickAdvertisement: string | null }>(CLICK, variables, headers);
      expect(result.errors).toBeUndefined();
      return result.data?.clickAdvertisement;
    };

    it("answers the advertiser's website and counts one click per page view", async () => {
      const { advertisementId } = await runningAd(harness, { website: "https://budbrand.example/spring" });
      const pageViewId = token("view");
      expect(await click({ advertisementId, pageViewId, eventId: token("event") })).toBe("https://budbrand.example/spring");
      expect(await click({ advertisementId, pageViewId, eventId: token("event") })).toBe("https://budbrand.example/spring");
      expect(await click({ advertisementId, pageViewId: token("view"), eventId: token("event") })).toBe(
        "https://budbrand.example/spring",
      );
      expect((await countsOf(advertisementId)).days).toEqual([{ day: today(), impressions: 0, clicks: 2 }]);
    });

    it("answers null for an unknown ad, one that is not running, and one without a website", async () => {
      const { advertisementId: pending } = await runningAd(harness, { status: "pending" });
      const { advertisementId: noWebsite } = await runningAd(harness, { website: null });
      for (const advertisementId of [randomUUID(), "not-an-ad", pending, noWebsite]) {
        expect(await click({ advertisementId, pageViewId: token("view"), eventId: token("event") })).toBeNull();
      }
      expect(await countsOf(pending)).toEqual({ days: [], events: 0 });
    });

    it("sends nowhere from the ads of a lapsed or deactivated advertiser, or a withdrawn ad, and counts nothing", async () => {
      for (const advertisementId of await stoppedAds()) {
        expect(await click({ advertisementId, pageViewId: token("view"), eventId: token("event") })).toBeNull();
        expect(await countsOf(advertisementId)).toEqual({ days: [], events: 0 });
      }
    });

    it("refuses malformed ids", async () => {
      const result = await harness.graph(CLICK, { advertisementId: randomUUID(), pageViewId: "short", eventId: token("event") });
      expect(result.errors).toMatchObject([{ message: messages.pageViewIdInvalid, extensions: { code: "BAD_USER_INPUT" } }]);
    });

    it("still sends on a sender over its limits, without counting the click", async () => {
      const { advertisementId } = await runningAd(harness);
      const sessionId = `session_1700000000000_${token("click").slice(6)}`;
      for (let sent = 0; sent < 12; sent++) {
        await record({ sessionId, events: Array.from({ length: 50 }, () => impression(advertisementId)) });
      }
      expect(await click({ advertisementId, pageViewId: token("view"), eventId: token("event"), sessionId })).toBe(
        "https://brand.example",
      );
      expect((await countsOf(advertisementId)).days).toEqual([{ day: today(), impressions: 600, clicks: 0 }]);
    });
  });
});
