import Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";
import { StripeCharges, SubscriptionDeclined, subscriptionMessages } from "../../src/index.ts";

/** Stripe's two calls a charge makes, answering as Stripe would. */
function stripeAnswering(intent: Partial<Stripe.PaymentIntent> | Error) {
  const customers = { create: vi.fn(async () => ({ id: "cus_123" })) };
  const paymentIntents = {
    create: vi.fn(async () => {
      if (intent instanceof Error) throw intent;
      return { id: "pi_123", status: "succeeded", ...intent };
    }),
  };
  return { stripe: { customers, paymentIntents } as unknown as Stripe, customers, paymentIntents };
}

const charge = {
  paymentMethodId: "pm_card_visa",
  customerName: "Fern & Flower",
  amountCents: 10_000,
  description: "High Cotton store sign-on fee",
  idempotencyKey: "dispensary-fee:3f2c6a0e-4b1d-4c8e-9a7f-2e5d1c0b9a84",
  metadata: { dispensaryId: "store-1" },
};

describe("one-time charges through Stripe", () => {
  it("saves the card to a new customer and confirms a PaymentIntent with it, each write keyed", async () => {
    const { stripe, customers, paymentIntents } = stripeAnswering({});
    expect(await new StripeCharges(stripe).charge(charge)).toEqual({ paymentId: "pi_123", customerId: "cus_123" });
    expect(customers.create).toHaveBeenCalledWith(
      expect.objectContaining({ payment_method: "pm_card_visa", name: "Fern & Flower" }),
      { idempotencyKey: `${charge.idempotencyKey}:customer` },
    );
    expect(paymentIntents.create).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: 10_000,
        currency: "usd",
        customer: "cus_123",
        payment_method: "pm_card_visa",
        confirm: true,
        setup_future_usage: "off_session",
      }),
      { idempotencyKey: `${charge.idempotencyKey}:payment` },
    );
  });

  it("charges a saved customer's card off session (a renewal), making no customer", async () => {
    const { stripe, customers, paymentIntents } = stripeAnswering({});
    await new StripeCharges(stripe).charge({ ...charge, amountCents: 4_000, customerId: "cus_saved" });
    expect(customers.create).not.toHaveBeenCalled();
    expect(paymentIntents.create).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 4_000, customer: "cus_saved", off_session: true }),
      expect.anything(),
    );
  });

  it("answers a card error as a decline with Stripe's message, and an unfinished payment as one too", async () => {
    const declined = new Stripe.errors.StripeCardError({ type: "card_error", message: "Your card was declined." });
    await expect(new StripeCharges(stripeAnswering(declined).stripe).charge(charge)).rejects.toEqual(
      new SubscriptionDeclined("Your card was declined."),
    );
    await expect(new StripeCharges(stripeAnswering({ status: "requires_action" }).stripe).charge(charge)).rejects.toEqual(
      new SubscriptionDeclined(subscriptionMessages.paymentIncomplete),
    );
  });
});
