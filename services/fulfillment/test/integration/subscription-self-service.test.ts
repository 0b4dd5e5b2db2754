import { oneMonthAfter } from "@highcotton/billing";
import { testDatabase } from "@highcotton/kit/testing";
import { MerchantSubscribedSchema, MerchantSubscriptionLapsedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renewOfflineSubscriptions } from "../../src/application/renew-offline-subscriptions.ts";
import { merchants, offlinePaymentMethods, offlineSubscriptions } from "../../src/db/schema.ts";
import { messages } from "../../src/domain/messages.ts";
import { type FulfillmentHarness, MINUTE_MS, startFulfillmentHarness } from "../support/fulfillment-harness.ts";
import { errorOf, merchantSteps } from "../support/merchant-steps.ts";

const postgres = testDatabase("fulfillment_subscription_self_service");

postgres.describe("merchants cancel, keep and change the card of their subscription", (open) => {
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

  const merchantRow = async (merchantId: string) => (await db().select().from(merchants).where(eq(merchants.id, merchantId)))[0]!;
  const subscriptionRow = async (id: string) =>
    (await db().select().from(offlineSubscriptions).where(eq(offlineSubscriptions.id, id)))[0]!;
  /** Lets the paid month end and runs the renewal job. */
  async function monthEnds(merchantId: string): Promise<number> {
    const end = (await merchantRow(merchantId)).currentPeriodEnd;
    harness.clock.advance(end.getTime() + MINUTE_MS - harness.clock.now().getTime());
    return renew();
  }
  /** A card saved through the offline card form, as the dashboard's card input makes it. */
  async function savedCard(number: string, headers: Record<string, string>) {
    const saved = await steps.saveCard({ number }, headers);
    return saved.data!.createOfflinePaymentMethod.id;
  }

  describe("cancel at period end", () => {
    it("stays active until the paid month ends, then lapses as canceled without a charge", async () => {
      const merchant = await harness.merchant();
      const signedUp = await merchantRow(merchant.merchantId);
      const canceled = await steps.cancel(merchant.headers);
      expect(canceled.errors).toBeUndefined();
      expect(canceled.data?.cancelMerchantSubscription).toMatchObject({
        isActive: true,
        subscriptionStatus: "active",
        cancelAtPeriodEnd: true,
        currentPeriodEnd: signedUp.currentPeriodEnd.toISOString(),
      });
      expect(await subscriptionRow(signedUp.providerSubscriptionId)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });

      // Still a paying merchant until the month ends: it sees leads.
      harness.clock.advance(20 * 24 * 60 * MINUTE_MS);
      expect(await renew()).toBe(0);
      expect(await merchantRow(merchant.merchantId)).toMatchObject({ isActive: true, cancelAtPeriodEnd: true });

      expect(await monthEnds(merchant.merchantId)).toBe(1);
      expect(await merchantRow(merchant.merchantId)).toMatchObject({
        isActive: false,
        subscriptionStatus: "canceled",
        cancelAtPeriodEnd: false,
        // Not charged: the period did not move on.
        currentPeriodEnd: signedUp.currentPeriodEnd,
      });
      expect(await subscriptionRow(signedUp.providerSubscriptionId)).toMatchObject({
        status: "canceled",
        currentPeriodEnd: signedUp.currentPeriodEnd,
      });
      expect((await harness.published(MerchantSubscriptionLapsedSchema)).map((lapse) => lapse.data)).toMatchObject([
        { merchantId: merchant.merchantId, reason: "canceled" },
      ]);
      expect(await harness.published(MerchantSubscribedSchema)).toHaveLength(1);
      // Nothing is due any more.
      harness.clock.advance(40 * 24 * 60 * MINUTE_MS);
      expect(await renew()).toBe(0);
    });

    it("meets the renewal of the same month: charged once and set to end, or ended uncharged, never both", async () => {
      for (let round = 0; round < 5; round++) {
        await harness.reset();
        const merchant = await harness.merchant();
        const signedUp = await merchantRow(merchant.merchantId);
        harness.clock.advance(signedUp.currentPeriodEnd.getTime() + MINUTE_MS - harness.clock.now().getTime());
        const [canceled] = await Promise.all([steps.cancel(merchant.headers), renew()]);
        expect(canceled.errors).toBeUndefined();
        // A pass that met the cancel holding the subscription's row skips it; the next pass decides.
        await renew();
        const after = await merchantRow(merchant.merchantId);
        const subscription = await subscriptionRow(signedUp.providerSubscriptionId);
        if (after.isActive) {
          // Renewed first: the next month is paid, and it ends with that month.
          expect(after).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: oneMonthAfter(signedUp.currentPeriodEnd) });
          expect(subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
        } else {
          expect(after).toMatchObject({
            subscriptionStatus: "canceled",
            cancelAtPeriodEnd: false,
            currentPeriodEnd: signedUp.currentPeriodEnd,
          });
          expect(subscription).toMatchObject({ status: "canceled", currentPeriodEnd: signedUp.currentPeriodEnd });
        }
      }
    });

    it("is refused a second time, and for an inactive merchant", async () => {
      const merchant = await harness.merchant();
      await steps.cancel(merchant.headers);
      expect(errorOf(await steps.cancel(merchant.headers))).toEqual({
        code: "CONFLICT",
        message: messages.subscriptionAlreadyEnding,
      });
      await monthEnds(merchant.merchantId);
      expect(errorOf(await steps.cancel(merchant.headers))).toEqual({ code: "CONFLICT", message: messages.subscriptionInactive });
    });

    it("is the signed-in merchant's own", async () => {
      expect(errorOf(await steps.cancel())).toEqual({ code: "UNAUTHENTICATED", message: messages.signInRequired });
      const account = await harness.account("merchant");
      expect(errorOf(await steps.cancel(account.headers))).toEqual({ code: "NOT_FOUND", message: messages.merchantNotFound });
    });

    it("pays again after the lapse as a new subscription", async () => {
      const merchant = await harness.merchant();
      const signedUp = await merchantRow(merchant.merchantId);
      await steps.cancel(merchant.headers);
      await monthEnds(merchant.merchantId);
      const resumed = await steps.resume("pm_card_visa", merchant.headers);
      expect(resumed.data?.resumeMerchantSubscription).toMatchObject({ isActive: true, cancelAtPeriodEnd: false });
      expect(resumed.data?.resumeMerchantSubscription.providerSubscriptionId).not.toBe(signedUp.providerSubscriptionId);
    });
  });

  describe("keep (resume a pending cancel)", () => {
    it("takes the cancel back without a card or a charge, and the next month renews as before", async () => {
      const merchant = await harness.merchant();
      const signedUp = await merchantRow(merchant.merchantId);
      await steps.cancel(merchant.headers);
      const kept = await steps.keep(merchant.headers);
      expect(kept.errors).toBeUndefined();
      expect(kept.data?.resumeMerchantSubscription).toMatchObject({
        isActive: true,
        cancelAtPeriodEnd: false,
        providerSubscriptionId: signedUp.providerSubscriptionId,
        currentPeriodEnd: signedUp.currentPeriodEnd.toISOString(),
      });
      expect(await subscriptionRow(signedUp.providerSubscriptionId)).toMatchObject({ cancelAtPeriodEnd: false });

      expect(await monthEnds(merchant.merchantId)).toBe(1);
      expect(await merchantRow(merchant.merchantId)).toMatchObject({
        isActive: true,
        subscriptionStatus: "active",
        currentPeriodEnd: oneMonthAfter(signedUp.currentPeriodEnd),
      });
      expect(await harness.published(MerchantSubscriptionLapsedSchema)).toEqual([]);
    });

    it("asks an active merchant with no pending cancel for nothing, and a lapsed one for a card", async () => {
      const merchant = await harness.merchant();
      expect(errorOf(await steps.keep(merchant.headers))).toEqual({
        code: "CONFLICT",
        message: messages.subscriptionAlreadyActive,
      });
      await db()
        .update(merchants)
        .set({ isActive: false, subscriptionStatus: "past_due" })
        .where(eq(merchants.id, merchant.merchantId));
      expect(errorOf(await steps.keep(merchant.headers))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.paymentMethodRequired,
      });
    });
  });

  describe("change card", () => {
    it("pays the next renewals with the new card, charging nothing now", async () => {
      const merchant = await harness.merchant();
      const signedUp = await merchantRow(merchant.merchantId);
      expect(signedUp).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });
      const card = await savedCard("5555 5555 5555 4444", merchant.headers);
      const changed = await steps.changeCard(card, merchant.headers);
      expect(changed.errors).toBeUndefined();
      expect(changed.data?.changeMerchantCard).toMatchObject({
        cardBrand: "mastercard",
        cardLast4: "4444",
        currentPeriodEnd: signedUp.currentPeriodEnd.toISOString(),
      });
      expect(await subscriptionRow(signedUp.providerSubscriptionId)).toMatchObject({
        paymentMethodId: card,
        currentPeriodEnd: signedUp.currentPeriodEnd,
      });

      // The old card has stopped paying; the renewal charges the new one.
      await db()
        .update(offlinePaymentMethods)
        .set({ declineMessage: "Your card has expired." })
        .where(eq(offlinePaymentMethods.id, "pm_card_visa"));
      await monthEnds(merchant.merchantId);
      expect(await merchantRow(merchant.merchantId)).toMatchObject({
        isActive: true,
        currentPeriodEnd: oneMonthAfter(signedUp.currentPeriodEnd),
      });
    });

    it("answers a declined card with the provider's message and keeps the old one", async () => {
      const merchant = await harness.merchant();
      const signedUp = await merchantRow(merchant.merchantId);
      const declining = await savedCard("4000 0000 0000 0002", merchant.headers);
      expect(errorOf(await steps.changeCard(declining, merchant.headers))).toEqual({
        code: "PAYMENT_REQUIRED",
        message: "Your card was declined.",
      });
      expect(await subscriptionRow(signedUp.providerSubscriptionId)).toMatchObject({ paymentMethodId: "pm_card_visa" });
      expect(await merchantRow(merchant.merchantId)).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });
    });

    it("keeps the card of a canceled subscription for a later keep, and sends a lapsed merchant to pay again", async () => {
      const merchant = await harness.merchant();
      await steps.cancel(merchant.headers);
      const changed = await steps.changeCard("pm_card_amex", merchant.headers);
      expect(changed.data?.changeMerchantCard).toMatchObject({ cancelAtPeriodEnd: true, cardBrand: "amex" });
      await monthEnds(merchant.merchantId);
      expect(errorOf(await steps.changeCard("pm_card_visa", merchant.headers))).toEqual({
        code: "CONFLICT",
        message: messages.subscriptionInactive,
      });
      expect(errorOf(await steps.changeCard("not a card", merchant.headers))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.paymentMethodRequired,
      });
    });
  });
});
