import { timestampDate } from "@bufbuild/protobuf/wkt";
import { oneMonthAfter, subscriptionMessages } from "@highcotton/billing";
import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { AdvertisementActivatedSchema, AdvertiserSubscriptionChangedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renewOfflineSubscriptions } from "../../src/application/renew-offline-subscriptions.ts";
import { messages } from "../../src/contract/index.ts";
import {
  advertisements,
  advertisers,
  cardAttemptFailures,
  offlinePaymentMethods,
  offlineSubscriptions,
} from "../../src/db/schema.ts";
import { type AdsHarness, startAdsHarness, type TestAdvertiser } from "../support/ads-harness.ts";

const postgres = testDatabase("ads_billing");

const MINUTE_MS = 60_000;
/** The test clock runs with real time: a moment taken during a call lies between the moments around it. */
const expectBetween = (at: Date, from: Date, to: Date) => {
  expect(at.getTime()).toBeGreaterThanOrEqual(from.getTime());
  expect(at.getTime()).toBeLessThanOrEqual(to.getTime());
};
const DAY_MS = 24 * 60 * MINUTE_MS;

const PAY = `mutation ($paymentMethodId: String!) {
  payAdvertisingPlan(paymentMethodId: $paymentMethodId) { id subscriptionStatus paidThrough monthlyFee advertisements { id status } }
}`;
const SAVE_CARD = `mutation ($card: AdvertiserCardInput!) {
  createAdvertiserOfflinePaymentMethod(card: $card) { id brand last4 }
}`;

interface PaidAdvertiser {
  id: string;
  subscriptionStatus: string;
  paidThrough: string | null;
  monthlyFee: number;
  advertisements: Array<{ id: string; status: string }>;
}

postgres.describe("advertisers paying their plan", (open) => {
  let harness: AdsHarness;
  const db = () => harness.database.db;
  const renew = () => renewOfflineSubscriptions(harness.deps);

  beforeAll(async () => {
    harness = await startAdsHarness(open);
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  const pay = (paymentMethodId: string, headers?: Record<string, string>) =>
    harness.graph<{ payAdvertisingPlan: PaidAdvertiser }>(PAY, { paymentMethodId }, headers);
  const saveCard = (number: string, headers?: Record<string, string>) =>
    harness.graph<{ createAdvertiserOfflinePaymentMethod: { id: string; brand: string; last4: string } }>(
      SAVE_CARD,
      { card: { number, expMonth: 12, expYear: 2040, cvc: "123" } },
      headers,
    );
  const advertiserRow = async (id: string) => (await db().select().from(advertisers).where(eq(advertisers.id, id)))[0]!;
  const adRow = async (id: string) => (await db().select().from(advertisements).where(eq(advertisements.id, id)))[0]!;
  const subscriptions = () => db().select().from(offlineSubscriptions);
  const moveTo = (at: Date) => harness.clock.advance(at.getTime() - harness.clock.now().getTime());

  /** When the plan was paid through and the ad activated, as stored. */
  async function paidTimes(advertiserId: string, adId: string) {
    const paidThrough = (await advertiserRow(advertiserId)).paidThrough;
    const activatedAt = (await adRow(adId)).activatedAt;
    if (!paidThrough || !activatedAt) throw new Error("the plan is not paid or the ad not active");
    return { paidThrough, activatedAt };
  }

  /** A 15 second video uploaded before the plan was paid, waiting for it. */
  async function pendingAd(advertiserId: string): Promise<string> {
    const [ad] = await db()
      .insert(advertisements)
      .values({
        advertiserId,
        kind: "video",
        title: "Bud Brand: the spring drop",
        mediaUrl: "/uploads/ads/spring.mp4",
        mediaKey: "ads/spring.mp4",
        thumbnailUrl: "/uploads/ads/spring.jpg",
        thumbnailKey: "ads/spring.jpg",
        width: 1280,
        height: 720,
        durationSeconds: 14.5,
        status: "pending",
      })
      .returning();
    return ad!.id;
  }

  /** An approved short_100 advertiser that paid with a card saved through the offline card form. */
  async function paidAdvertiser(number = "4242 4242 4242 4242"): Promise<TestAdvertiser & { paymentMethodId: string }> {
    const advertiser = await harness.advertiser("short_100");
    const saved = await saveCard(number, advertiser.account.headers);
    const paymentMethodId = saved.data!.createAdvertiserOfflinePaymentMethod.id;
    const paid = await pay(paymentMethodId, advertiser.account.headers);
    expect(paid.errors).toBeUndefined();
    return { ...advertiser, paymentMethodId };
  }

  describe("paying", () => {
    it("subscribes at the plan's price, makes the advertiser active for a month and activates its pending ads", async () => {
      const advertiser = await harness.advertiser("short_100");
      const adId = await pendingAd(advertiser.advertiserId);
      const before = harness.clock.now();
      const result = await pay("pm_card_visa", advertiser.account.headers);
      const after = harness.clock.now();
      expect(result.errors).toBeUndefined();
      const { paidThrough, activatedAt } = await paidTimes(advertiser.advertiserId, adId);
      expectBetween(paidThrough, oneMonthAfter(before), oneMonthAfter(after));
      expectBetween(activatedAt, before, after);
      expect(result.data?.payAdvertisingPlan).toEqual({
        id: advertiser.advertiserId,
        subscriptionStatus: "active",
        paidThrough: paidThrough.toISOString(),
        monthlyFee: 100,
        advertisements: [{ id: adId, status: "active" }],
      });

      const [subscription, ...more] = await subscriptions();
      expect(more).toEqual([]);
      expect(subscription).toMatchObject({ amountCents: 10_000, status: "active", paymentMethodId: "pm_card_visa" });
      expect(await advertiserRow(advertiser.advertiserId)).toMatchObject({
        provider: "offline",
        providerSubscriptionId: subscription?.id,
        providerCustomerId: subscription?.customerId,
        subscriptionStatus: "active",
        paidThrough,
      });
      expect(await adRow(adId)).toMatchObject({ status: "active" });

      const changes = await harness.published(AdvertiserSubscriptionChangedSchema);
      expect(changes.map((change) => change.data)).toMatchObject([
        { advertiserId: advertiser.advertiserId, subscriptionStatus: "active" },
      ]);
      expect(timestampDate(changes[0]!.data.paidThrough!)).toEqual(paidThrough);
      const activated = await harness.published(AdvertisementActivatedSchema);
      expect(activated.map((event) => event.data)).toMatchObject([
        { advertisementId: adId, advertiserId: advertiser.advertiserId, kind: "video", durationSeconds: 14.5 },
      ]);
    });

    it("charges each plan its own monthly price", async () => {
      const flyer = await harness.advertiser("long_500");
      expect((await pay("pm_card_mastercard", flyer.account.headers)).errors).toBeUndefined();
      expect((await subscriptions()).map((row) => row.amountCents)).toEqual([50_000]);
    });

    it("pays with a card saved through the offline card form", async () => {
      const advertiser = await harness.advertiser("flyer_50");
      const saved = await saveCard("4242 4242 4242 4242", advertiser.account.headers);
      expect(saved.data?.createAdvertiserOfflinePaymentMethod).toMatchObject({ brand: "visa", last4: "4242" });
      const paid = await pay(saved.data!.createAdvertiserOfflinePaymentMethod.id, advertiser.account.headers);
      expect(paid.data?.payAdvertisingPlan.subscriptionStatus).toBe("active");
    });

    it("answers a declined card with Stripe's message and changes nothing", async () => {
      const advertiser = await harness.advertiser("short_100");
      const adId = await pendingAd(advertiser.advertiserId);
      const before = await advertiserRow(advertiser.advertiserId);

      expect(errorOf(await pay("pm_card_chargeDeclined", advertiser.account.headers))).toEqual({
        code: "PAYMENT_REQUIRED",
        message: "Your card was declined.",
      });
      const declining = await saveCard("4000 0000 0000 9995", advertiser.account.headers);
      expect(errorOf(await pay(declining.data!.createAdvertiserOfflinePaymentMethod.id, advertiser.account.headers))).toEqual({
        code: "PAYMENT_REQUIRED",
        message: "Your card has insufficient funds.",
      });
      expect(errorOf(await pay("pm_offline_unknown", advertiser.account.headers))).toEqual({
        code: "BAD_USER_INPUT",
        message: subscriptionMessages.paymentMethodInvalid,
      });

      expect(await advertiserRow(advertiser.advertiserId)).toEqual(before);
      expect(await adRow(adId)).toMatchObject({ status: "pending", activatedAt: null });
      expect(await subscriptions()).toEqual([]);
      expect(await harness.published(AdvertiserSubscriptionChangedSchema)).toEqual([]);
      expect(await harness.published(AdvertisementActivatedSchema)).toEqual([]);
    });

    it("refuses a paid plan, a missing card, strangers and the signed-out", async () => {
      const { account } = await paidAdvertiser();
      expect(errorOf(await pay("pm_card_visa", account.headers))).toEqual({ code: "CONFLICT", message: messages.alreadyPaid });
      expect(await subscriptions()).toHaveLength(1);

      const unpaid = await harness.advertiser();
      expect(errorOf(await pay("not a card", unpaid.account.headers))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.paymentMethodRequired,
      });
      const stranger = await harness.account();
      expect(errorOf(await pay("pm_card_visa", stranger.headers))).toEqual({ code: "NOT_FOUND", message: messages.noAdvertiser });
      expect(errorOf(await pay("pm_card_visa"))).toEqual({ code: "UNAUTHENTICATED", message: messages.signInRequired });
    });

    it("makes one subscription of 10 payments at once with the same card", async () => {
      const advertiser = await harness.advertiser("medium_250");
      await pendingAd(advertiser.advertiserId);
      const results = await Promise.all(Array.from({ length: 10 }, () => pay("pm_card_visa", advertiser.account.headers)));
      // A payment that charged finds the plan paid by its own subscription; one that came after, paid.
      const answers = results.map((result) => result.data?.payAdvertisingPlan.subscriptionStatus ?? errorOf(result)?.message);
      expect(answers).toContain("active");
      for (const answer of answers) expect(["active", messages.alreadyPaid]).toContain(answer);
      expect(await subscriptions()).toHaveLength(1);
      expect(await harness.published(AdvertiserSubscriptionChangedSchema)).toHaveLength(1);
      expect(await harness.published(AdvertisementActivatedSchema)).toHaveLength(1);
    });

    it("keeps the first of two payments at once with different cards and cancels the other's subscription", async () => {
      const advertiser = await harness.advertiser("short_100");
      const results = await Promise.all([
        pay("pm_card_visa", advertiser.account.headers),
        pay("pm_card_mastercard", advertiser.account.headers),
      ]);
      const row = await advertiserRow(advertiser.advertiserId);
      const rows = await subscriptions();
      expect(rows.filter((subscription) => subscription.status === "active").map((subscription) => subscription.id)).toEqual([
        row.providerSubscriptionId,
      ]);
      expect(await harness.published(AdvertiserSubscriptionChangedSchema)).toHaveLength(1);
      const answers = results.map((result) => result.data?.payAdvertisingPlan.subscriptionStatus ?? errorOf(result)?.code);
      expect(answers.sort()).toEqual(["CONFLICT", "active"]);
    });
  });

  describe("the offline card form", () => {
    it("refuses a card Stripe would refuse with its message, and strangers", async () => {
      const advertiser = await harness.advertiser();
      expect(errorOf(await saveCard("4242 4242 4242 4241", advertiser.account.headers))).toEqual({
        code: "BAD_USER_INPUT",
        message: "Your card number is incorrect.",
      });
      expect(await db().select().from(offlinePaymentMethods)).toEqual([]);
      const stranger = await harness.account();
      expect(errorOf(await saveCard("4242 4242 4242 4242", stranger.headers))).toEqual({
        code: "NOT_FOUND",
        message: messages.noAdvertiser,
      });
      expect(errorOf(await saveCard("4242 4242 4242 4242"))?.code).toBe("UNAUTHENTICATED");
    });

    it("serves no publishable key while the offline provider bills", async () => {
      const result = await harness.graph<{ advertiserBillingPublishableKey: string | null }>(
        "{ advertiserBillingPublishableKey }",
      );
      expect(result.data?.advertiserBillingPublishableKey).toBeNull();
    });
  });

  describe("card testing", () => {
    it("refuses a 6th card within the hour after 5 declines, without charging it", async () => {
      const advertiser = await harness.advertiser();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(errorOf(await pay("pm_card_chargeDeclined", advertiser.account.headers))?.code).toBe("PAYMENT_REQUIRED");
      }
      const refused = await pay("pm_card_visa", advertiser.account.headers);
      expect(refused.errors?.[0]).toMatchObject({
        message: subscriptionMessages.tooManyCardAttempts,
        extensions: { code: "TOO_MANY_REQUESTS" },
      });
      expect(await subscriptions()).toEqual([]);
      expect(await db().select().from(cardAttemptFailures)).toHaveLength(5);

      harness.clock.advance(61 * MINUTE_MS);
      expect((await pay("pm_card_visa", advertiser.account.headers)).data?.payAdvertisingPlan.subscriptionStatus).toBe("active");
    });
  });

  describe("monthly renewals (the offline provider)", () => {
    it("charges nothing before the paid month ends", async () => {
      const { advertiserId } = await paidAdvertiser();
      const before = await advertiserRow(advertiserId);
      harness.clock.advance(27 * DAY_MS);
      expect(await renew()).toBe(0);
      expect(await advertiserRow(advertiserId)).toEqual(before);
    });

    it("moves the paid month on when the renewal is paid, announcing it", async () => {
      const { advertiserId } = await paidAdvertiser();
      const firstMonth = (await advertiserRow(advertiserId)).paidThrough!;
      moveTo(new Date(firstMonth.getTime() + MINUTE_MS));
      expect(await renew()).toBe(1);
      expect(await advertiserRow(advertiserId)).toMatchObject({
        subscriptionStatus: "active",
        paidThrough: oneMonthAfter(firstMonth),
      });
      const changes = (await harness.published(AdvertiserSubscriptionChangedSchema)).map((change) => change.data);
      expect(changes).toHaveLength(2);
      expect(changes[1]).toMatchObject({ advertiserId, subscriptionStatus: "active" });
      expect(timestampDate(changes[1]!.paidThrough!)).toEqual(oneMonthAfter(firstMonth));
      expect(await renew()).toBe(0);
    });

    it("makes the plan past due when the card declines the renewal, and a new card pays it again", async () => {
      const { advertiserId, account, paymentMethodId } = await paidAdvertiser();
      const firstMonth = (await advertiserRow(advertiserId)).paidThrough!;
      await db()
        .update(offlinePaymentMethods)
        .set({ declineMessage: "Your card has expired." })
        .where(eq(offlinePaymentMethods.id, paymentMethodId));
      moveTo(new Date(firstMonth.getTime() + MINUTE_MS));
      expect(await renew()).toBe(1);
      expect(await advertiserRow(advertiserId)).toMatchObject({ subscriptionStatus: "past_due", paidThrough: firstMonth });
      const lapsed = (await harness.published(AdvertiserSubscriptionChangedSchema)).map((change) => change.data);
      expect(lapsed.at(-1)).toMatchObject({ advertiserId, subscriptionStatus: "past_due" });
      // An ad uploaded while the plan is past due waits for the payment.
      const adId = await pendingAd(advertiserId);

      const before = harness.clock.now();
      const resumed = await pay("pm_card_mastercard", account.headers);
      expect(resumed.errors).toBeUndefined();
      const { paidThrough } = await paidTimes(advertiserId, adId);
      expectBetween(paidThrough, oneMonthAfter(before), oneMonthAfter(harness.clock.now()));
      expect(resumed.data?.payAdvertisingPlan).toMatchObject({
        subscriptionStatus: "active",
        paidThrough: paidThrough.toISOString(),
        advertisements: [{ id: adId, status: "active" }],
      });
      expect(await subscriptions()).toHaveLength(1);
      const changes = (await harness.published(AdvertiserSubscriptionChangedSchema)).map((change) => change.data);
      expect(changes.map((change) => change.subscriptionStatus)).toEqual(["active", "past_due", "active"]);
    });
  });
});
