import { oneMonthAfter } from "@highcotton/billing";
import { testDatabase } from "@highcotton/kit/testing";
import { MerchantSubscribedSchema, MerchantSubscriptionLapsedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applySubscriptionEvent } from "../../src/application/apply-subscription-event.ts";
import { renewOfflineSubscriptions } from "../../src/application/renew-offline-subscriptions.ts";
import { merchants, offlinePaymentMethods, offlineSubscriptions } from "../../src/db/schema.ts";
import { messages } from "../../src/domain/messages.ts";
import { DAY_MS, type FulfillmentHarness, MINUTE_MS, startFulfillmentHarness } from "../support/fulfillment-harness.ts";
import { errorOf, merchantSteps } from "../support/merchant-steps.ts";

const postgres = testDatabase("fulfillment_subscriptions");

postgres.describe("merchants' monthly subscriptions", (open) => {
  let harness: FulfillmentHarness;
  let steps: ReturnType<typeof merchantSteps>;
  const db = () => harness.database.db;
  const renew = () => renewOfflineSubscriptions(harness.deps);

  beforeAll(async () => {
    harness = await startFulfillmentHarness(open);
    steps = merchantSteps(harness);
    return () => harness.stop();
  });

  beforeEach(() => harness.reset());

  /** A merchant paying with a card saved through the offline card form. */
  async function merchantWithSavedCard() {
    const cardholder = await harness.account("merchant");
    const saved = await steps.saveCard({ number: "4242 4242 4242 4242" }, cardholder.headers);
    const paymentMethodId = saved.data!.createOfflinePaymentMethod.id;
    const merchant = await harness.merchant({ paymentMethodId });
    return { ...merchant, paymentMethodId };
  }
  const merchantRow = async (merchantId: string) => (await db().select().from(merchants).where(eq(merchants.id, merchantId)))[0]!;
  const subscriptionRow = async (id: string) =>
    (await db().select().from(offlineSubscriptions).where(eq(offlineSubscriptions.id, id)))[0]!;
  /** The card stops paying, as an expired card does. */
  const cardDeclines = (paymentMethodId: string, message = "Your card has expired.") =>
    db().update(offlinePaymentMethods).set({ declineMessage: message }).where(eq(offlinePaymentMethods.id, paymentMethodId));
  const moveTo = (at: Date) => harness.clock.advance(at.getTime() - harness.clock.now().getTime());

  /** Lets the paid month end and runs the renewal job. */
  async function renewalDue(merchantId: string): Promise<number> {
    moveTo(new Date((await merchantRow(merchantId)).currentPeriodEnd.getTime() + MINUTE_MS));
    return renew();
  }

  describe("monthly renewals (the offline provider)", () => {
    it("charges nothing before the paid month ends", async () => {
      const merchant = await merchantWithSavedCard();
      const before = await merchantRow(merchant.merchantId);
      harness.clock.advance(27 * DAY_MS);
      expect(await renew()).toBe(0);
      expect(await merchantRow(merchant.merchantId)).toEqual(before);
    });

    it("charges the next month when the paid one ends: one calendar month more, the merchant stays active", async () => {
      const merchant = await merchantWithSavedCard();
      const signedUp = await merchantRow(merchant.merchantId);
      expect(await renewalDue(merchant.merchantId)).toBe(1);
      const renewed = await merchantRow(merchant.merchantId);
      const nextEnd = oneMonthAfter(signedUp.currentPeriodEnd);
      expect(renewed).toMatchObject({ subscriptionStatus: "active", isActive: true, currentPeriodEnd: nextEnd });
      expect(await subscriptionRow(signedUp.providerSubscriptionId)).toMatchObject({
        status: "active",
        currentPeriodEnd: nextEnd,
      });
      // Only the sign-up was announced; a paid renewal changes nobody's view of the merchant.
      expect(await harness.published(MerchantSubscribedSchema)).toHaveLength(1);
      expect(await harness.published(MerchantSubscriptionLapsedSchema)).toEqual([]);
      expect(await renew()).toBe(0);
    });

    it("charges a month once when two renewal runs meet", async () => {
      const merchant = await merchantWithSavedCard();
      const signedUp = await merchantRow(merchant.merchantId);
      moveTo(new Date(signedUp.currentPeriodEnd.getTime() + MINUTE_MS));
      const counts = await Promise.all([renew(), renew(), renew()]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect((await merchantRow(merchant.merchantId)).currentPeriodEnd).toEqual(oneMonthAfter(signedUp.currentPeriodEnd));
    });

    it("makes the merchant past due and inactive when the card declines, and announces the lapse once", async () => {
      const merchant = await merchantWithSavedCard();
      const signedUp = await merchantRow(merchant.merchantId);
      await cardDeclines(merchant.paymentMethodId);
      expect(await renewalDue(merchant.merchantId)).toBe(1);
      expect(await merchantRow(merchant.merchantId)).toMatchObject({
        subscriptionStatus: "past_due",
        isActive: false,
        currentPeriodEnd: signedUp.currentPeriodEnd,
      });
      expect(await subscriptionRow(signedUp.providerSubscriptionId)).toMatchObject({ status: "past_due" });
      const lapsed = await harness.published(MerchantSubscriptionLapsedSchema);
      expect(lapsed.map((event) => event.data)).toMatchObject([
        { merchantId: merchant.merchantId, userId: merchant.userId, reason: "payment_failed" },
      ]);
      // A past-due subscription is not charged again by the job: the merchant pays it again.
      harness.clock.advance(40 * DAY_MS);
      expect(await renew()).toBe(0);
      expect(await harness.published(MerchantSubscriptionLapsedSchema)).toHaveLength(1);
      expect((await steps.myMerchant(merchant.headers)).data?.myMerchant).toMatchObject({
        subscriptionStatus: "past_due",
        isActive: false,
      });
    });

    it("runs as the service's scheduled job, once as the service starts", async () => {
      const merchant = await merchantWithSavedCard();
      await cardDeclines(merchant.paymentMethodId);
      moveTo(new Date((await merchantRow(merchant.merchantId)).currentPeriodEnd.getTime() + MINUTE_MS));
      // A second instance of the service on the same store, with its jobs, and the store left open when it stops.
      const shared = { ...harness.database, close: async () => {} };
      const replica = await startFulfillmentHarness(async () => shared, { jobs: true, deps: { now: harness.clock.now } });
      try {
        for (let attempt = 0; attempt < 200 && (await merchantRow(merchant.merchantId)).isActive; attempt++) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(await merchantRow(merchant.merchantId)).toMatchObject({ subscriptionStatus: "past_due", isActive: false });
      } finally {
        await replica.stop();
      }
    });
  });

  describe("resumeMerchantSubscription", () => {
    async function lapsedMerchant() {
      const merchant = await merchantWithSavedCard();
      await cardDeclines(merchant.paymentMethodId);
      await renewalDue(merchant.merchantId);
      return merchant;
    }

    it("pays the lapsed month with a new card: active again from today, announced", async () => {
      const merchant = await lapsedMerchant();
      const before = await merchantRow(merchant.merchantId);
      harness.clock.advance(3 * DAY_MS);
      const resumed = await steps.resume("pm_card_mastercard", merchant.headers);
      expect(resumed.errors).toBeUndefined();
      const nextEnd = oneMonthAfter(harness.clock.now());
      expect(resumed.data?.resumeMerchantSubscription).toMatchObject({
        id: merchant.merchantId,
        subscriptionStatus: "active",
        isActive: true,
        providerSubscriptionId: before.providerSubscriptionId,
      });
      const row = await merchantRow(merchant.merchantId);
      expect(Math.abs(row.currentPeriodEnd.getTime() - nextEnd.getTime())).toBeLessThan(MINUTE_MS);
      expect(await subscriptionRow(before.providerSubscriptionId)).toMatchObject({
        status: "active",
        paymentMethodId: "pm_card_mastercard",
        currentPeriodEnd: row.currentPeriodEnd,
      });
      const subscribed = await harness.published(MerchantSubscribedSchema);
      expect(subscribed).toHaveLength(2);
      expect(subscribed[1]?.data).toMatchObject({ merchantId: merchant.merchantId, provider: "offline" });
      // The new card renews the next month.
      expect(await renewalDue(merchant.merchantId)).toBe(1);
      expect(await merchantRow(merchant.merchantId)).toMatchObject({ isActive: true });
    });

    it("answers CONFLICT while the subscription is active", async () => {
      const merchant = await merchantWithSavedCard();
      expect(errorOf(await steps.resume("pm_card_visa", merchant.headers))).toEqual({
        code: "CONFLICT",
        message: messages.subscriptionAlreadyActive,
      });
    });

    it("asks a signed-out visitor to sign in, and a user without a print shop to set one up", async () => {
      expect(errorOf(await steps.resume("pm_card_visa"))).toEqual({ code: "UNAUTHENTICATED", message: messages.signInRequired });
      const account = await harness.account("merchant");
      expect(errorOf(await steps.resume("pm_card_visa", account.headers))).toEqual({
        code: "NOT_FOUND",
        message: messages.merchantNotFound,
      });
    });

    it("keeps the merchant inactive when the new card is declined or unknown", async () => {
      const merchant = await lapsedMerchant();
      expect(errorOf(await steps.resume("pm_card_chargeDeclined", merchant.headers))).toEqual({
        code: "PAYMENT_REQUIRED",
        message: "Your card was declined.",
      });
      expect(errorOf(await steps.resume("pm_offline_unknown", merchant.headers))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.paymentMethodInvalid,
      });
      expect(errorOf(await steps.resume("not a card", merchant.headers))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.paymentMethodRequired,
      });
      expect(await merchantRow(merchant.merchantId)).toMatchObject({ subscriptionStatus: "past_due", isActive: false });
      expect(await harness.published(MerchantSubscribedSchema)).toHaveLength(1);
    });

    it("starts a new subscription when the old one was canceled", async () => {
      const merchant = await merchantWithSavedCard();
      const before = await merchantRow(merchant.merchantId);
      await harness.deps.subscriptions.cancel(before.providerSubscriptionId);
      expect(
        await applySubscriptionEvent(harness.deps, { kind: "canceled", subscriptionId: before.providerSubscriptionId }),
      ).toBe(true);
      expect(await merchantRow(merchant.merchantId)).toMatchObject({ subscriptionStatus: "canceled", isActive: false });

      const resumed = await steps.resume("pm_card_visa", merchant.headers);
      const after = resumed.data!.resumeMerchantSubscription;
      expect(after).toMatchObject({
        subscriptionStatus: "active",
        isActive: true,
        providerCustomerId: before.providerCustomerId,
      });
      expect(after.providerSubscriptionId).not.toBe(before.providerSubscriptionId);
      expect(await subscriptionRow(after.providerSubscriptionId)).toMatchObject({
        status: "active",
        customerId: before.providerCustomerId,
      });
      expect(await subscriptionRow(before.providerSubscriptionId)).toMatchObject({ status: "canceled" });
      // Events about the old subscription no longer touch the merchant.
      expect(
        await applySubscriptionEvent(harness.deps, { kind: "canceled", subscriptionId: before.providerSubscriptionId }),
      ).toBe(false);
      expect(await merchantRow(merchant.merchantId)).toMatchObject({ isActive: true });
    });

    it("leaves one live subscription when a canceled merchant pays again in two tabs with two cards at once", async () => {
      const merchant = await merchantWithSavedCard();
      const before = await merchantRow(merchant.merchantId);
      await harness.deps.subscriptions.cancel(before.providerSubscriptionId);
      await applySubscriptionEvent(harness.deps, { kind: "canceled", subscriptionId: before.providerSubscriptionId });

      const answers = await Promise.all([
        steps.resume("pm_card_visa", merchant.headers),
        steps.resume("pm_card_mastercard", merchant.headers),
      ]);
      for (const answer of answers) {
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.resumeMerchantSubscription).toMatchObject({ isActive: true });
      }
      const after = await merchantRow(merchant.merchantId);
      expect(answers.map((answer) => answer.data?.resumeMerchantSubscription.providerSubscriptionId)).toEqual([
        after.providerSubscriptionId,
        after.providerSubscriptionId,
      ]);
      // Nothing else goes on charging the merchant every month.
      const live = await db().select().from(offlineSubscriptions).where(eq(offlineSubscriptions.status, "active"));
      expect(live.map((subscription) => subscription.id)).toEqual([after.providerSubscriptionId]);
      expect(await harness.published(MerchantSubscribedSchema)).toHaveLength(2);
    });
  });

  describe("applying the provider's events", () => {
    it("announces a lapse once when the same failure arrives several times at once", async () => {
      const merchant = await merchantWithSavedCard();
      const { providerSubscriptionId } = await merchantRow(merchant.merchantId);
      const failure = { kind: "payment_failed", subscriptionId: providerSubscriptionId } as const;
      await Promise.all(Array.from({ length: 5 }, () => applySubscriptionEvent(harness.deps, failure)));
      expect(await harness.published(MerchantSubscriptionLapsedSchema)).toHaveLength(1);
      expect(await merchantRow(merchant.merchantId)).toMatchObject({ subscriptionStatus: "past_due", isActive: false });
    });

    it("makes a past-due merchant active again on a paid invoice, through the period it paid", async () => {
      const merchant = await merchantWithSavedCard();
      const { providerSubscriptionId, currentPeriodEnd } = await merchantRow(merchant.merchantId);
      await applySubscriptionEvent(harness.deps, { kind: "payment_failed", subscriptionId: providerSubscriptionId });
      const paidThrough = oneMonthAfter(currentPeriodEnd);
      await applySubscriptionEvent(harness.deps, {
        kind: "paid",
        subscriptionId: providerSubscriptionId,
        currentPeriodEnd: paidThrough,
      });
      expect(await merchantRow(merchant.merchantId)).toMatchObject({
        subscriptionStatus: "active",
        isActive: true,
        currentPeriodEnd: paidThrough,
      });
      expect(await harness.published(MerchantSubscribedSchema)).toHaveLength(2);
    });

    it("ignores a subscription no merchant has", async () => {
      await harness.merchant();
      const before = await db().select().from(merchants);
      expect(await applySubscriptionEvent(harness.deps, { kind: "canceled", subscriptionId: "sub_someone_else" })).toBe(false);
      expect(await db().select().from(merchants)).toEqual(before);
    });
  });
});
