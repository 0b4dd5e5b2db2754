import type { CardSubscriptions } from "@highcotton/billing";
import { testDatabase } from "@highcotton/kit/testing";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { cardAttemptFailures, merchants } from "../../src/db/schema.ts";
import { messages } from "../../src/domain/messages.ts";
import {
  DAY_MS,
  type FulfillmentHarness,
  MINUTE_MS,
  merchantForm,
  startFulfillmentHarness,
} from "../support/fulfillment-harness.ts";
import { merchantSteps } from "../support/merchant-steps.ts";

const postgres = testDatabase("fulfillment_card_attempts");

const HOUR_MS = 60 * MINUTE_MS;
const DECLINED = "pm_card_chargeDeclined";
const tooMany = (result: { errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }> }) => {
  const error = result.errors?.[0];
  return error && { code: error.extensions?.code, message: error.message, retryAfter: error.extensions?.retryAfter };
};

postgres.describe("card attempts per account", (open) => {
  let harness: FulfillmentHarness;
  let steps: ReturnType<typeof merchantSteps>;
  const db = () => harness.database.db;
  // The offline provider as the service builds it, behind a wrapper that counts what reaches it.
  const calls = { subscribe: 0, resume: 0, changeCard: 0 };
  let provider: CardSubscriptions;
  const counted: CardSubscriptions = {
    provider: "offline",
    subscribe: (input) => {
      calls.subscribe++;
      return provider.subscribe(input);
    },
    resume: (input) => {
      calls.resume++;
      return provider.resume(input);
    },
    cancel: (subscriptionId) => provider.cancel(subscriptionId),
    setCancelAtPeriodEnd: (input) => provider.setCancelAtPeriodEnd(input),
    changeCard: (input) => {
      calls.changeCard++;
      return provider.changeCard(input);
    },
  };

  beforeAll(async () => {
    harness = await startFulfillmentHarness(open, { deps: { subscriptions: counted } });
    provider = harness.deps.offline!;
    steps = merchantSteps(harness);
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    calls.subscribe = 0;
    calls.resume = 0;
    calls.changeCard = 0;
  });

  const signUp = (paymentMethodId: string, headers: Record<string, string>) =>
    steps.createMerchant(merchantForm({ paymentMethodId }), headers);

  async function declineFiveTimes(headers: Record<string, string>) {
    for (let i = 0; i < 5; i++) {
      expect((await signUp(DECLINED, headers)).errors?.[0]?.extensions?.code).toBe("PAYMENT_REQUIRED");
      harness.clock.advance(MINUTE_MS);
    }
  }

  it("refuses the 6th card within the hour after 5 declines, without asking the provider", async () => {
    const account = await harness.account("merchant");
    await declineFiveTimes(account.headers);
    expect(calls.subscribe).toBe(5);

    // The first decline was 5 minutes ago: it leaves the hour in 55 minutes.
    const refused = await signUp("pm_card_visa", account.headers);
    expect(tooMany(refused)).toMatchObject({ code: "TOO_MANY_REQUESTS", message: messages.tooManyCardAttempts });
    // The test clock runs on with real time, so the wait may be a little shorter.
    const retryAfter = tooMany(refused)?.retryAfter as number;
    expect(retryAfter).toBeLessThanOrEqual(55 * 60);
    expect(retryAfter).toBeGreaterThan(54 * 60);
    expect(calls.subscribe).toBe(5);
    expect(await db().select().from(merchants)).toEqual([]);
    // Being refused here is not another failure: the wait does not grow.
    expect(await db().select().from(cardAttemptFailures)).toHaveLength(5);
  });

  it("leaves other accounts free to try their cards", async () => {
    const tester = await harness.account("merchant");
    await declineFiveTimes(tester.headers);
    const other = await harness.account("merchant");
    const created = await signUp("pm_card_visa", other.headers);
    expect(created.errors).toBeUndefined();
    expect(created.data?.createMerchant.userId).toBe(other.userId);
    expect(calls.subscribe).toBe(6);
  });

  it("lets the account try again once the oldest decline is an hour old", async () => {
    const account = await harness.account("merchant");
    await declineFiveTimes(account.headers);
    harness.clock.advance(54 * MINUTE_MS);
    expect(tooMany(await signUp("pm_card_visa", account.headers))?.code).toBe("TOO_MANY_REQUESTS");
    harness.clock.advance(MINUTE_MS);
    const created = await signUp("pm_card_visa", account.headers);
    expect(created.errors).toBeUndefined();
    expect(created.data?.createMerchant.isActive).toBe(true);
    expect(calls.subscribe).toBe(6);
  });

  it("does not forget declines when a good card goes through in between", async () => {
    const account = await harness.account("merchant");
    for (let i = 0; i < 3; i++) await signUp(DECLINED, account.headers);
    expect((await steps.saveCard({ number: "4242 4242 4242 4242" }, account.headers)).errors).toBeUndefined();
    for (let i = 0; i < 2; i++) await signUp(DECLINED, account.headers);
    expect(tooMany(await steps.saveCard({ number: "4242 4242 4242 4242" }, account.headers))?.code).toBe("TOO_MANY_REQUESTS");
    expect(calls.subscribe).toBe(5);
  });

  it("counts cards the provider refuses as invalid, on the card form and as unknown payment methods", async () => {
    const account = await harness.account("merchant");
    const saved = await steps.saveCard({ number: "4242 4242 4242 4242" }, account.headers);
    expect(saved.errors).toBeUndefined();
    for (let i = 0; i < 3; i++) {
      expect((await steps.saveCard({ number: "4242 4242 4242 4241" }, account.headers)).errors?.[0]?.message).toBe(
        "Your card number is incorrect.",
      );
    }
    for (let i = 0; i < 2; i++) {
      expect((await signUp("pm_offline_unknown", account.headers)).errors?.[0]?.message).toBe(messages.paymentMethodInvalid);
    }
    // Form mistakes are not card attempts, and are still answered.
    expect((await steps.createMerchant(merchantForm({ businessName: "" }), account.headers)).errors?.[0]?.message).toBe(
      messages.businessNameRequired,
    );
    expect(tooMany(await steps.saveCard({ number: "4242 4242 4242 4242" }, account.headers))?.code).toBe("TOO_MANY_REQUESTS");
    expect(tooMany(await signUp(saved.data!.createOfflinePaymentMethod.id, account.headers))?.code).toBe("TOO_MANY_REQUESTS");
    expect(calls.subscribe).toBe(2);
  });

  it("limits paying a lapsed subscription again the same way", async () => {
    const merchant = await harness.merchant();
    await db()
      .update(merchants)
      .set({ isActive: false, subscriptionStatus: "past_due" })
      .where(eq(merchants.id, merchant.merchantId));
    for (let i = 0; i < 5; i++) {
      expect((await steps.resume(DECLINED, merchant.headers)).errors?.[0]?.extensions?.code).toBe("PAYMENT_REQUIRED");
    }
    expect(tooMany(await steps.resume("pm_card_visa", merchant.headers))?.code).toBe("TOO_MANY_REQUESTS");
    expect(calls.resume).toBe(5);
    harness.clock.advance(HOUR_MS);
    const resumed = await steps.resume("pm_card_visa", merchant.headers);
    expect(resumed.errors).toBeUndefined();
    expect(resumed.data?.resumeMerchantSubscription.isActive).toBe(true);
  });

  it("limits changing the card the same way, leaving the card on file", async () => {
    const merchant = await harness.merchant();
    for (let i = 0; i < 5; i++) {
      expect((await steps.changeCard(DECLINED, merchant.headers)).errors?.[0]?.extensions?.code).toBe("PAYMENT_REQUIRED");
    }
    expect(tooMany(await steps.changeCard("pm_card_mastercard", merchant.headers))?.code).toBe("TOO_MANY_REQUESTS");
    expect(calls.changeCard).toBe(5);
    expect((await steps.myMerchant(merchant.headers)).data?.myMerchant).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });
  });

  it("deletes failures older than a day when it records new ones", async () => {
    const account = await harness.account("merchant");
    await signUp(DECLINED, account.headers);
    harness.clock.advance(DAY_MS + MINUTE_MS);
    await signUp(DECLINED, account.headers);
    const kept = await db().select().from(cardAttemptFailures);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.failedAt.getTime()).toBeGreaterThan(harness.clock.now().getTime() - HOUR_MS);
  });
});
