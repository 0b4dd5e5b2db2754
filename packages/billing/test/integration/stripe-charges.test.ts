import { StripeCharges, SubscriptionDeclined } from "@highcotton/billing";
import { createStripeClient } from "@highcotton/billing/stripe";
import { type StripeBillingProxy, startStripeBillingProxy, startStripeMock } from "@highcotton/kit/testing";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

// Decided while the file is collected, so a missing stripe-mock shows as a named skip.
const stripeMock = await startStripeMock();

if ("skip" in stripeMock) {
  console.warn(`Stripe one-time charge tests skipped: ${stripeMock.skip}`);
  describe.skip(`Stripe one-time charges against stripe-mock (skipped: ${stripeMock.skip})`, () => {
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

  const charges = () => new StripeCharges(createStripeClient("sk_test_51HighCottonChargesMock", stripe.url));
  const fee = {
    paymentMethodId: "pm_card_visa",
    customerName: "Fern & Flower",
    amountCents: 10_000,
    description: "High Cotton store sign-on fee",
    idempotencyKey: "dispensary-fee:3f2c6a0e-4b1d-4c8e-9a7f-2e5d1c0b9a84",
    metadata: { attemptId: "3f2c6a0e-4b1d-4c8e-9a7f-2e5d1c0b9a84" },
  };

  describe("Stripe one-time charges against stripe-mock", () => {
    it("charges the card, saved to a new customer, and answers the card charged", async () => {
      const charged = await charges().charge(fee);
      expect(stripe.calls()).toEqual(["POST /v1/customers", "POST /v1/payment_intents"]);
      const [customer, payment] = stripe.recorded;
      expect(charged).toEqual({
        paymentId: payment?.answer?.id,
        customerId: customer?.answer?.id,
        card: { brand: "visa", last4: "4242" },
      });
      expect(payment?.params).toMatchObject({
        amount: "10000",
        currency: "usd",
        customer: customer?.answer?.id,
        payment_method: "pm_card_visa",
        confirm: "true",
        setup_future_usage: "off_session",
        "metadata[attemptId]": fee.metadata.attemptId,
      });
    });

    it("answers the first payment again when asked again with the same key, whatever happened in between", async () => {
      const first = await charges().charge(fee);
      const again = await charges().charge(fee);
      expect(again).toEqual(first);
      const keys = stripe.recorded.map((request) => request.idempotencyKey);
      expect(keys).toEqual([`${fee.idempotencyKey}:customer`, `${fee.idempotencyKey}:payment`, ...keys.slice(0, 2)]);
      // Another key is another payment.
      const other = await charges().charge({ ...fee, idempotencyKey: `${fee.idempotencyKey}-other` });
      expect(other.paymentId).not.toBe(first.paymentId);
    });

    it("answers a declined card with Stripe's message", async () => {
      await expect(charges().charge({ ...fee, paymentMethodId: "pm_card_chargeDeclined" })).rejects.toEqual(
        new SubscriptionDeclined("Your card was declined."),
      );
    });
  });
}
