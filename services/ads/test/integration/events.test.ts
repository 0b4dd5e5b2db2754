import { randomUUID } from "node:crypto";
import { sessionIdMessages } from "@highcotton/kit/domain";
import { testDatabase } from "@highcotton/kit/testing";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { recordAdEvents } from "../../src/application/record-ad-events.ts";
import { type InvalidTrafficReason, messages } from "../../src/contract/index.ts";
import { adDailyStats, adEvents, adInvalidTraffic } from "../../src/db/schema.ts";
import { AdEventRateLimiter } from "../../src/domain/event-rate-limit.ts";
import { ImpressionTokens } from "../../src/domain/impression-token.ts";
import { type AdsHarness, startAdsHarness } from "../support/ads-harness.ts";
import { adRow, advertiserRow, runningAd } from "../support/running-ads.ts";

const postgres = testDatabase("ads_events");

const RECORD = "mutation ($input: RecordAdEventsInput!) { recordAdEvents(input: $input) { accepted duplicates } }";
const CLICK = `mutation ($advertisementId: ID!, $token: String, $sessionId: String) {
  clickAdvertisement(advertisementId: $advertisementId, token: $token, sessionId: $sessionId)
}`;
const INVALID = `query ($days: Int) {
  invalidAdTraffic(days: $days) {
    from to impressions clicks
    reasons { reason impressions clicks }
    ads { advertisementId title companyName impressions clicks reasons { reason impressions clicks } }
  }
}`;

/** Past any impression's claimed time and a person's quickest click. */
const LATER_MS = 3000;

postgres.describe("ad events", (open) => {
  let harness: AdsHarness;
  beforeAll(async () => {
    harness = await startAdsHarness(open);
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  /** A token as the serve signs it now; the clock then moves on past the time an impression claims. */
  const served = (advertisementId: string, { later = LATER_MS } = {}) => {
    const token = harness.deps.impressionTokens.issue(advertisementId, "marketplace", harness.clock.now());
    harness.clock.advance(later);
    return token;
  };
  const impression = (advertisementId: string, token: string | null, fields: Record<string, unknown> = {}) => ({
    advertisementId,
    kind: "impression",
    ...(token && { token }),
    visibleMs: 2500,
    ...fields,
  });
  const clickEvent = (advertisementId: string, token: string | null) => ({
    advertisementId,
    kind: "click",
    ...(token && { token }),
  });
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
  /** The ad's invalid traffic, as "kind reason" → events. */
  const invalidOf = async (advertisementId: string) => {
    const rows = await harness.database.db
      .select({ kind: adInvalidTraffic.kind, reason: adInvalidTraffic.reason, events: adInvalidTraffic.events })
      .from(adInvalidTraffic)
      .where(and(eq(adInvalidTraffic.advertisementId, advertisementId), eq(adInvalidTraffic.day, today())));
    return Object.fromEntries(rows.map((row) => [`${row.kind} ${row.reason}`, row.events]));
  };
  const today = () => harness.clock.now().toISOString().slice(0, 10);
  /** Active ads that do not run: their advertiser's month has passed, its plan is past due, it was deactivated; or the ad was withdrawn. */
  const stoppedAds = async () => [
    await adRow(harness, await advertiserRow(harness, { paidThrough: new Date(harness.clock.now().getTime() - 1000) })),
    await adRow(harness, await advertiserRow(harness, { subscriptionStatus: "past_due" })),
    await adRow(harness, await advertiserRow(harness, { isActive: false })),
    await adRow(harness, await advertiserRow(harness), { isActive: false }),
  ];

  it("counts an impression with its ad's token once, and the token sent again as a replay", async () => {
    const { advertisementId } = await runningAd(harness);
    const event = impression(advertisementId, served(advertisementId));
    expect(await receipt([event])).toEqual({ accepted: 1, duplicates: 0 });
    expect(await receipt([event])).toEqual({ accepted: 0, duplicates: 1 });
    expect(await countsOf(advertisementId)).toEqual({ days: [{ day: today(), impressions: 1, clicks: 0 }], events: 1 });
    expect(await invalidOf(advertisementId)).toEqual({ "impression replay": 1 });
  });

  it("counts one token sent twice at once once", async () => {
    const { advertisementId } = await runningAd(harness);
    const event = impression(advertisementId, served(advertisementId));
    const receipts = await Promise.all([receipt([event]), receipt([event])]);
    expect(receipts.map((each) => each?.accepted).sort()).toEqual([0, 1]);
    expect((await countsOf(advertisementId)).days).toEqual([{ day: today(), impressions: 1, clicks: 0 }]);
    expect(await invalidOf(advertisementId)).toEqual({ "impression replay": 1 });
  });

  it("counts a batch of impressions and clicks sent 20 times at once once", async () => {
    const { advertisementId: flyer } = await runningAd(harness, { plan: "flyer_50" });
    const { advertisementId: video } = await runningAd(harness, { plan: "short_100" });
    const [flyerToken, otherFlyerToken, videoToken] = [served(flyer, { later: 0 }), served(flyer, { later: 0 }), served(video)];
    const batch = [
      impression(flyer, flyerToken),
      impression(flyer, otherFlyerToken),
      impression(video, videoToken),
      clickEvent(video, videoToken),
      clickEvent(flyer, flyerToken),
    ];
    const receipts = await Promise.all(Array.from({ length: 20 }, () => receipt(batch)));
    expect(receipts.reduce((sum, each) => sum + (each?.accepted ?? 0), 0)).toBe(5);
    expect(await countsOf(flyer)).toEqual({ days: [{ day: today(), impressions: 2, clicks: 1 }], events: 3 });
    expect(await countsOf(video)).toEqual({ days: [{ day: today(), impressions: 1, clicks: 1 }], events: 2 });
  });

  it("never fails batches that spend the same tokens in crossing orders at once, and counts what they stored", async () => {
    const { advertisementId } = await runningAd(harness);
    const tokens = Array.from({ length: 12 }, () => served(advertisementId, { later: 0 }));
    harness.clock.advance(LATER_MS);
    const batches = Array.from({ length: 16 }, (_, round) =>
      tokens.map((_token, index) => impression(advertisementId, tokens[(index * 5 + round) % tokens.length] as string)),
    );
    const results = await Promise.all(batches.map((events) => record({ events })));
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    const accepted = results.reduce((sum, result) => sum + (result.data?.recordAdEvents.accepted ?? 0), 0);
    expect(accepted).toBe(12);
    expect(await countsOf(advertisementId)).toEqual({ days: [{ day: today(), impressions: 12, clicks: 0 }], events: 12 });
    expect(await invalidOf(advertisementId)).toEqual({ "impression replay": 16 * 12 - 12 });
  });

  it("counts a click only after its token's impression counted, once", async () => {
    const { advertisementId } = await runningAd(harness);
    const token = served(advertisementId);
    expect(await receipt([clickEvent(advertisementId, token)])).toEqual({ accepted: 0, duplicates: 0 });
    expect(await receipt([impression(advertisementId, token)])).toEqual({ accepted: 1, duplicates: 0 });
    expect(await receipt([clickEvent(advertisementId, token)])).toEqual({ accepted: 1, duplicates: 0 });
    expect(await receipt([clickEvent(advertisementId, token)])).toEqual({ accepted: 0, duplicates: 1 });
    // An impression and its click in one batch count together.
    const next = served(advertisementId);
    expect(await receipt([clickEvent(advertisementId, next), impression(advertisementId, next)])).toEqual({
      accepted: 2,
      duplicates: 0,
    });
    expect((await countsOf(advertisementId)).days).toEqual([{ day: today(), impressions: 2, clicks: 2 }]);
    expect(await invalidOf(advertisementId)).toEqual({ "click no_impression": 1, "click replay": 1 });
  });

  it("answers invalid traffic without counting it, by reason", async () => {
    const { advertisementId } = await runningAd(harness);
    const { advertisementId: other } = await runningAd(harness);
    const forged = new ImpressionTokens(Buffer.alloc(32, 7)).issue(advertisementId, "marketplace", harness.clock.now());
    const otherAdsToken = served(other);
    const expiring = served(advertisementId);
    harness.clock.advance(15 * 60 * 1000);
    const tooFast = harness.deps.impressionTokens.issue(advertisementId, "store", harness.clock.now());
    harness.clock.advance(1100);
    expect(
      await receipt([
        impression(advertisementId, null),
        impression(advertisementId, forged),
        impression(advertisementId, otherAdsToken),
        impression(advertisementId, expiring),
        // Reported 1.1 s after the serve, claiming 2.5 s in view; and clicked 1.1 s after it.
        impression(advertisementId, tooFast),
        clickEvent(advertisementId, tooFast),
        clickEvent(advertisementId, null),
      ]),
    ).toEqual({ accepted: 0, duplicates: 0 });
    expect(await countsOf(advertisementId)).toEqual({ days: [], events: 0 });
    expect(await invalidOf(advertisementId)).toEqual({
      "impression no_token": 3,
      "impression expired": 1,
      "impression too_fast": 1,
      "click too_fast": 1,
      "click no_token": 1,
    });
  });

  it("counts a sender's events past its valid ones a minute as per_address_cap, and refuses a flood past the hard limit", async () => {
    const { advertisementId } = await runningAd(harness);
    const deps = {
      ...harness.deps,
      adEventLimiter: new AdEventRateLimiter({
        session: { max: 10, windowSeconds: 60 },
        address: { max: 100, windowSeconds: 60 },
      }),
      validAdEventLimiter: new AdEventRateLimiter({
        session: { max: 3, windowSeconds: 60 },
        address: { max: 100, windowSeconds: 60 },
      }),
    };
    const sender = { sessionId: "session_1700000000000_cap", clientAddress: "203.0.113.7" };
    const tokens = Array.from({ length: 5 }, () => served(advertisementId, { later: 0 }));
    harness.clock.advance(LATER_MS);
    const events = tokens.map((token) => impression(advertisementId, token));
    expect(await recordAdEvents(deps, { events }, sender)).toEqual({ ok: true, value: { accepted: 3, duplicates: 0 } });
    expect(await invalidOf(advertisementId)).toEqual({ "impression per_address_cap": 2 });
    expect(await recordAdEvents(deps, { events: events.slice(0, 4) }, sender)).toEqual({
      ok: true,
      value: { accepted: 0, duplicates: 0 },
    });
    expect(await recordAdEvents(deps, { events: events.slice(0, 2) }, sender)).toMatchObject({
      ok: false,
      error: { code: "TOO_MANY_REQUESTS", retryAfterSeconds: expect.any(Number) },
    });
    expect(await invalidOf(advertisementId)).toEqual({ "impression per_address_cap": 6 });
    expect((await countsOf(advertisementId)).days).toEqual([{ day: today(), impressions: 3, clicks: 0 }]);
  });

  it("drops impressions reported shorter than the ad's kind needs: 1 s for a flyer, 2 s for a video", async () => {
    const { advertisementId: flyer } = await runningAd(harness, { plan: "flyer_50" });
    const { advertisementId: video } = await runningAd(harness, { plan: "long_500" });
    expect(
      await receipt([
        impression(flyer, served(flyer), { visibleMs: 999 }),
        impression(flyer, served(flyer), { visibleMs: null }),
        impression(video, served(video), { visibleMs: 1999 }),
        impression(video, served(video), { visibleMs: 1000 }),
      ]),
    ).toEqual({ accepted: 0, duplicates: 0 });
    expect(
      await receipt([
        impression(flyer, served(flyer), { visibleMs: 1000 }),
        impression(video, served(video), { visibleMs: 2000 }),
      ]),
    ).toEqual({ accepted: 2, duplicates: 0 });
    expect((await countsOf(flyer)).days).toEqual([{ day: today(), impressions: 1, clicks: 0 }]);
    expect((await countsOf(video)).days).toEqual([{ day: today(), impressions: 1, clicks: 0 }]);
  });

  it("skips events for unknown ads and ads that are not running, and counts the rest", async () => {
    const { advertisementId } = await runningAd(harness);
    const { advertisementId: pending } = await runningAd(harness, { status: "pending" });
    const unknown = randomUUID();
    expect(
      await receipt([
        impression(unknown, served(unknown)),
        impression("not-an-ad", null),
        impression(pending, served(pending)),
        impression(advertisementId, served(advertisementId)),
      ]),
    ).toEqual({ accepted: 1, duplicates: 0 });
    expect(await countsOf(pending)).toEqual({ days: [], events: 0 });
    for (const stopped of await stoppedAds()) {
      const token = served(stopped);
      expect(await receipt([impression(stopped, token), clickEvent(stopped, token)])).toEqual({ accepted: 0, duplicates: 0 });
      expect(await countsOf(stopped)).toEqual({ days: [], events: 0 });
    }
  });

  it("keeps the batch's session id, or else the x-session-id header's", async () => {
    const { advertisementId } = await runningAd(harness);
    const tokens = [served(advertisementId), served(advertisementId), served(advertisementId)];
    await receipt([impression(advertisementId, tokens[0] ?? "")]);
    await record({ sessionId: "session_1700000000000_body", events: [impression(advertisementId, tokens[1] ?? "")] });
    await receipt([impression(advertisementId, tokens[2] ?? "")], { "x-session-id": "session_1700000000000_head" });
    const pageViewOf = (token: string | undefined) => harness.deps.impressionTokens.verify(token ?? "")?.pageViewId;
    const rows = await harness.database.db
      .select({ pageViewId: adEvents.pageViewId, sessionId: adEvents.sessionId })
      .from(adEvents);
    expect(Object.fromEntries(rows.map((row) => [row.pageViewId, row.sessionId]))).toEqual({
      [pageViewOf(tokens[0]) ?? ""]: null,
      [pageViewOf(tokens[1]) ?? ""]: "session_1700000000000_body",
      [pageViewOf(tokens[2]) ?? ""]: "session_1700000000000_head",
    });
  });

  it.each([
    ["no events", { events: [] }, messages.eventsRequired],
    [
      "51 events",
      { events: Array.from({ length: 51 }, () => ({ advertisementId: randomUUID(), kind: "impression" })) },
      messages.eventsRequired,
    ],
    ["a short event id", { events: [{ advertisementId: randomUUID(), kind: "click", eventId: "e1" }] }, messages.eventIdInvalid],
    [
      "a token over 256 characters",
      { events: [{ advertisementId: randomUUID(), kind: "click", token: "t".repeat(257) }] },
      messages.impressionTokenInvalid,
    ],
    [
      "a negative visibleMs",
      { events: [{ advertisementId: randomUUID(), kind: "impression", visibleMs: -1 }] },
      messages.visibleMsInvalid,
    ],
    [
      "a made-up session id",
      { sessionId: "me", events: [{ advertisementId: randomUUID(), kind: "click" }] },
      sessionIdMessages.invalid,
    ],
  ])("refuses a batch with %s, saying why", async (_case, input, message) => {
    const result = await record(input);
    expect(result.errors).toMatchObject([{ message, extensions: { code: "BAD_USER_INPUT" } }]);
  });

  it("refuses a session past 600 events a minute, saying when to retry, and lets it go on a minute later", async () => {
    const { advertisementId } = await runningAd(harness);
    const sessionId = "session_1700000000000_limit";
    const batch = () => Array.from({ length: 50 }, () => impression(advertisementId, null));
    for (let sent = 0; sent < 12; sent++) expect((await record({ sessionId, events: batch() })).errors).toBeUndefined();
    const refused = await record({ sessionId, events: batch() });
    expect(refused.errors).toMatchObject([
      { message: messages.tooManyEvents, extensions: { code: "TOO_MANY_REQUESTS", retryAfter: expect.any(Number) } },
    ]);
    expect(await invalidOf(advertisementId)).toEqual({ "impression no_token": 600 });
    harness.clock.advance(61_000);
    expect((await record({ sessionId, events: batch() })).errors).toBeUndefined();
  });

  describe("a click through an ad's link", () => {
    const click = async (variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const result = await harness.graph<{ clickAdvertisement: string | null }>(CLICK, variables, headers);
      expect(result.errors).toBeUndefined();
      return result.data?.clickAdvertisement;
    };

    it("always sends to the advertiser's website, and counts the click once, after its impression", async () => {
      const { advertisementId } = await runningAd(harness, { website: "https://budbrand.example/spring" });
      const token = served(advertisementId);
      expect(await click({ advertisementId })).toBe("https://budbrand.example/spring");
      expect(await click({ advertisementId, token })).toBe("https://budbrand.example/spring");
      await receipt([impression(advertisementId, token)]);
      expect(await click({ advertisementId, token })).toBe("https://budbrand.example/spring");
      expect(await click({ advertisementId, token })).toBe("https://budbrand.example/spring");
      expect((await countsOf(advertisementId)).days).toEqual([{ day: today(), impressions: 1, clicks: 1 }]);
      expect(await invalidOf(advertisementId)).toEqual({ "click no_token": 1, "click no_impression": 1, "click replay": 1 });
    });

    it("answers null for an unknown ad, one that is not running, and one without a website, counting nothing", async () => {
      const { advertisementId: pending } = await runningAd(harness, { status: "pending" });
      const { advertisementId: noWebsite } = await runningAd(harness, { website: null });
      for (const advertisementId of [randomUUID(), "not-an-ad", pending, noWebsite, ...(await stoppedAds())]) {
        expect(await click({ advertisementId, token: served(advertisementId) })).toBeNull();
      }
      expect(await countsOf(pending)).toEqual({ days: [], events: 0 });
    });

    it("still sends on a sender past its hard limits, counting the click as per_address_cap", async () => {
      const { advertisementId } = await runningAd(harness);
      const sessionId = "session_1700000000000_click";
      for (let sent = 0; sent < 12; sent++) {
        await record({ sessionId, events: Array.from({ length: 50 }, () => clickEvent(advertisementId, null)) });
      }
      const token = served(advertisementId);
      expect(await click({ advertisementId, token, sessionId })).toBe("https://brand.example");
      expect((await countsOf(advertisementId)).days).toEqual([]);
      expect(await invalidOf(advertisementId)).toMatchObject({ "click per_address_cap": 1 });
    });
  });

  describe("invalid traffic for operators", () => {
    it("is for operators only", async () => {
      const account = await harness.account();
      for (const headers of [{}, account.headers]) {
        const result = await harness.graph(INVALID, {}, headers);
        expect(result.errors).toMatchObject([
          { message: messages.invalidTrafficOperatorsOnly, extensions: { code: "FORBIDDEN" } },
        ]);
      }
    });

    it("counts by reason and by ad over the window of days asked for", async () => {
      const { advertisementId } = await runningAd(harness, { companyName: "Bud Brand Co.", title: "Spring drop" });
      const { advertisementId: quiet } = await runningAd(harness);
      await receipt([impression(advertisementId, null), clickEvent(advertisementId, null)]);
      harness.clock.advance(2 * 24 * 60 * 60 * 1000);
      const token = served(advertisementId);
      await receipt([impression(advertisementId, token), impression(advertisementId, token), impression(quiet, served(quiet))]);

      const read = async (days: number) => {
        const result = await harness.graph<{ invalidAdTraffic: Record<string, unknown> }>(
          INVALID,
          { days },
          harness.operatorHeaders(),
        );
        expect(result.errors).toBeUndefined();
        return result.data?.invalidAdTraffic;
      };
      const reasons = (counts: Partial<Record<InvalidTrafficReason, [number, number]>>) =>
        (["no_token", "replay", "expired", "too_fast", "per_address_cap", "no_impression"] as const).map((reason) => ({
          reason,
          impressions: counts[reason]?.[0] ?? 0,
          clicks: counts[reason]?.[1] ?? 0,
        }));
      expect(await read(3)).toEqual({
        from: new Date(harness.clock.now().getTime() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
        to: today(),
        impressions: 2,
        clicks: 1,
        reasons: reasons({ no_token: [1, 1], replay: [1, 0] }),
        ads: [
          {
            advertisementId,
            title: "Spring drop",
            companyName: "Bud Brand Co.",
            impressions: 2,
            clicks: 1,
            reasons: reasons({ no_token: [1, 1], replay: [1, 0] }),
          },
        ],
      });
      expect(await read(1)).toMatchObject({ impressions: 1, clicks: 0, reasons: reasons({ replay: [1, 0] }) });
      expect((await harness.graph(INVALID, { days: 91 }, harness.operatorHeaders())).errors).toMatchObject([
        { extensions: { code: "BAD_USER_INPUT" } },
      ]);
    });
  });
});
