import { StripeConnectPayouts } from "@highcotton/billing";
import { createStripeClient } from "@highcotton/billing/stripe";
import { type StripeBillingProxy, startStripeBillingProxy, startStripeMock } from "@highcotton/kit/testing";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

// Decided while the file is collected, so a missing stripe-mock shows as a named skip. The first
// run may build it with Go; later runs start it from .cache/stripe-mock.
const stripeMock = await startStripeMock();

if ("skip" in stripeMock) {
  console.warn(`Stripe Connect payout tests skipped: ${stripeMock.skip}`);
  describe.skip(`Stripe Connect payouts against stripe-mock (skipped: ${stripeMock.skip})`, () => {
    it("needs stripe-mock", () => {});
  });
} else {
  let stripe: StripeBillingProxy;

  beforeAll(async () => {
    stripe = await startStripeBillingProxy(stripeMock.url);
    return async () => {
      await stripe.stop();
      await stripeMock.stop();
    };
  });

  beforeEach(() => stripe.clear());

  const noAccount = "The seller has no Stripe connected account to pay out to";
  const payouts = () =>
    new StripeConnectPayouts(createStripeClient("sk_test_51HighCottonConnectMock", stripe.url), { noAccount });
  const withdrawalId = "3b9e5a1c-7d2f-4e8a-9c0b-1d2e3f4a5b6c";

  describe("Stripe Connect payouts against stripe-mock", () => {
    it("transfers the amount in cents to the connected account, keyed by the withdrawal, naming the payee", async () => {
      const paid = await payouts().pay({
        withdrawalId,
        amountCents: 1200,
        bankingDetails: { stripeAccountId: "acct_1QmT8fLkdIwHu7ix" },
        payee: { dispensaryId: "0b9c0d2e-58f1-4a53-9f0e-2d8f1c7a6b51" },
      });
      expect(stripe.calls()).toEqual(["POST /v1/transfers"]);
      expect(paid.reference).toBe(stripe.recorded[0]?.answer?.id);
      expect(paid.reference).toMatch(/^tr_/);
      expect(stripe.recorded[0]?.idempotencyKey).toBe(withdrawalId);
      expect(stripe.recorded[0]?.params).toEqual({
        amount: "1200",
        currency: "usd",
        destination: "acct_1QmT8fLkdIwHu7ix",
        transfer_group: withdrawalId,
        "metadata[withdrawalId]": withdrawalId,
        "metadata[dispensaryId]": "0b9c0d2e-58f1-4a53-9f0e-2d8f1c7a6b51",
      });
    });

    it.each([null, {}, { stripeAccountId: "" }, { stripeAccountId: "not-an-account" }, { stripeAccountId: "ba_123" }])(
      "refuses to pay without a connected account (%o) and asks Stripe nothing",
      async (bankingDetails) => {
        await expect(
          payouts().pay({ withdrawalId, amountCents: 1200, bankingDetails, payee: { merchantId: withdrawalId } }),
        ).rejects.toThrow(noAccount);
        expect(stripe.recorded).toHaveLength(0);
      },
    );
  });
}
