import { oneMonthAfter, subscriptionMessages } from "@highcotton/billing";
import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { AdvertiserSubscriptionChangedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renewOfflineSubscriptions } from "../../src/application/renew-offline-subscriptions.ts";
import { messages } from "../../src/contract/index.ts";
import { advertisers, offlinePaymentMethods, offlineSubscriptions } from "../../src/db/schema.ts";
import { type AdsHarness, startAdsHarness, type TestAdvertiser } from "../support/ads-harness.ts";

const postgres = testDatabase("ads_plan_self_service");

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const PLAN_FIELDS = "id subscriptionStatus paidThrough cancelAtPeriodEnd cardBrand cardLast4";
const PAY = `mutation ($pm: String) { payAdvertisingPlan(paymentMethodId: $pm) { ${PLAN_FIELDS} } }`;
const CANCEL = `mutation { cancelAdvertisingPlan { ${PLAN_FIELDS} } }`;
const CHANGE_CARD = `mutation ($pm: String!) { changeAdvertiserCard(paymentMethodId: $pm) { ${PLAN_FIELDS} } }`;
const SAVE_CARD = "mutation ($card: AdvertiserCardInput!) { createAdvertiserOfflinePaymentMethod(card: $card) { id } }";

interface PlanOut {
  id: string;
  subscriptionStatus: string;
  paidThrough: string | null;
  cancelAtPeriodEnd: boolean;
  cardBrand: string | null;
  cardLast4: string | null;
}

postgres.describe("advertisers cancel, keep and change the card of their plan", (open) => {
  let harness: AdsHarness;
  const db = () => harness.database.db;
  const renew = () => renewOfflineSubscriptions(harness.deps);

  beforeAll(async () => {
    harness = await startAdsHarness(open);
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  const pay = (pm: string | null, headers?: Record<string, string>) =>
    harness.graph<{ payAdvertisingPlan: PlanOut }>(PAY, { pm }, headers);
  const cancel = (headers?: Record<string, string>) => harness.graph<{ cancelAdvertisingPlan: PlanOut }>(CANCEL, {}, headers);
  const changeCard = (pm: string, headers?: Record<string, string>) =>
    harness.graph<{ changeAdvertiserCard: PlanOut }>(CHANGE_CARD, { pm }, headers);
  const savedCard = async (number: string, headers: Record<string, string>) => {
    const saved = await harness.graph<{ createAdvertiserOfflinePaymentMethod: { id: string } }>(
      SAVE_CARD,
      { card: { number, expMonth: 12, expYear: 2040, cvc: "123" } },
      headers,
    );
    return saved.data!.createAdvertiserOfflinePaymentMethod.id;
  };
  const advertiserRow = async (id: string) => (await db().select().from(advertisers).where(eq(advertisers.id, id)))[0]!;
  const subscriptionRow = async (id: string) =>
    (await db().select().from(offlineSubscriptions).where(eq(offlineSubscriptions.id, id)))[0]!;
  const changes = async () =>
    (await harness.published(AdvertiserSubscriptionChangedSchema)).map((change) => change.data.subscriptionStatus);
  async function monthEnds(advertiserId: string): Promise<number> {
    const end = (await advertiserRow(advertiserId)).paidThrough!;
    harness.clock.advance(end.getTime() + MINUTE_MS - harness.clock.now().getTime());
    return renew();
  }
  async function paidAdvertiser(): Promise<TestAdvertiser> {
    const advertiser = await harness.advertiser("short_100");
    expect((await pay("pm_card_visa", advertiser.account.headers)).errors).toBeUndefined();
    return advertiser;
  }

  describe("cancel at period end", () => {
    it("keeps the plan paid until the month ends, then ends it without a charge", async () => {
      const { advertiserId, account } = await paidAdvertiser();
      const paid = await advertiserRow(advertiserId);
      const canceled = await cancel(account.headers);
      expect(canceled.errors).toBeUndefined();
      expect(canceled.data?.cancelAdvertisingPlan).toMatchObject({
        subscriptionStatus: "active",
        cancelAtPeriodEnd: true,
        paidThrough: paid.paidThrough!.toISOString(),
      });
      harness.clock.advance(20 * DAY_MS);
      expect(await renew()).toBe(0);
      expect(await advertiserRow(advertiserId)).toMatchObject({ subscriptionStatus: "active", cancelAtPeriodEnd: true });

      expect(await monthEnds(advertiserId)).toBe(1);
      expect(await advertiserRow(advertiserId)).toMatchObject({
        subscriptionStatus: "canceled",
        cancelAtPeriodEnd: false,
        paidThrough: paid.paidThrough,
      });
      expect(await subscriptionRow(paid.providerSubscriptionId!)).toMatchObject({
        status: "canceled",
        currentPeriodEnd: paid.paidThrough,
      });
      expect(await changes()).toEqual(["active", "canceled"]);
      harness.clock.advance(40 * DAY_MS);
      expect(await renew()).toBe(0);
    });

    it("is refused twice, before the plan is paid, and for strangers", async () => {
      const { account } = await paidAdvertiser();
      await cancel(account.headers);
      expect(errorOf(await cancel(account.headers))).toEqual({ code: "CONFLICT", message: messages.planAlreadyEnding });
      const unpaid = await harness.advertiser("flyer_50");
      expect(errorOf(await cancel(unpaid.account.headers))).toEqual({ code: "CONFLICT", message: messages.planNotPaid });
      expect(errorOf(await cancel())).toEqual({ code: "UNAUTHENTICATED", message: messages.signInRequired });
    });
  });

  describe("keep", () => {
    it("takes the cancel back through payAdvertisingPlan without a card or a charge, and the plan renews", async () => {
      const { advertiserId, account } = await paidAdvertiser();
      const paid = await advertiserRow(advertiserId);
      await cancel(account.headers);
      const kept = await pay(null, account.headers);
      expect(kept.errors).toBeUndefined();
      expect(kept.data?.payAdvertisingPlan).toMatchObject({ subscriptionStatus: "active", cancelAtPeriodEnd: false });
      expect(await subscriptionRow(paid.providerSubscriptionId!)).toMatchObject({ cancelAtPeriodEnd: false });
      await monthEnds(advertiserId);
      expect(await advertiserRow(advertiserId)).toMatchObject({
        subscriptionStatus: "active",
        paidThrough: oneMonthAfter(paid.paidThrough!),
      });
      // A paid plan with nothing pending is still refused.
      expect(errorOf(await pay(null, account.headers))).toEqual({ code: "CONFLICT", message: messages.alreadyPaid });
    });
  });

  describe("change card", () => {
    it("pays the next renewal with the new card and charges nothing now", async () => {
      const { advertiserId, account } = await paidAdvertiser();
      const paid = await advertiserRow(advertiserId);
      expect(paid).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });
      const card = await savedCard("5555 5555 5555 4444", account.headers);
      const changed = await changeCard(card, account.headers);
      expect(changed.data?.changeAdvertiserCard).toMatchObject({
        cardBrand: "mastercard",
        cardLast4: "4444",
        paidThrough: paid.paidThrough!.toISOString(),
      });
      await db()
        .update(offlinePaymentMethods)
        .set({ declineMessage: "Your card has expired." })
        .where(eq(offlinePaymentMethods.id, "pm_card_visa"));
      await monthEnds(advertiserId);
      expect(await advertiserRow(advertiserId)).toMatchObject({
        subscriptionStatus: "active",
        paidThrough: oneMonthAfter(paid.paidThrough!),
      });
    });

    it("answers a declined card with the provider's message, keeps the old one, and limits attempts", async () => {
      const { advertiserId, account } = await paidAdvertiser();
      const paid = await advertiserRow(advertiserId);
      const declining = await savedCard("4000 0000 0000 0002", account.headers);
      for (let i = 0; i < 5; i++) {
        expect(errorOf(await changeCard(declining, account.headers))).toEqual({
          code: "PAYMENT_REQUIRED",
          message: "Your card was declined.",
        });
      }
      expect(errorOf(await changeCard("pm_card_mastercard", account.headers))).toMatchObject({
        code: "TOO_MANY_REQUESTS",
        message: subscriptionMessages.tooManyCardAttempts,
      });
      expect(await subscriptionRow(paid.providerSubscriptionId!)).toMatchObject({ paymentMethodId: "pm_card_visa" });
      expect(await advertiserRow(advertiserId)).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });
    });

    it("sends an unpaid plan to pay instead", async () => {
      const unpaid = await harness.advertiser("flyer_50");
      expect(errorOf(await changeCard("pm_card_visa", unpaid.account.headers))).toEqual({
        code: "CONFLICT",
        message: messages.planNotPaid,
      });
    });
  });
});
