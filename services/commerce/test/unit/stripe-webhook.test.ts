import { readFileSync } from "node:fs";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { verifyStripeWebhook, webhookMessages } from "../../src/payments/stripe-webhook.ts";

// Bodies as Stripe delivers them (test mode), read raw: the signature covers the exact bytes.
const recorded = (type: string) => readFileSync(new URL(`../fixtures/stripe-events/${type}.json`, import.meta.url), "utf8");
const secret = "whsec_5f8c2d1e9a7b3c4d6e0f1a2b3c4d5e6f";
const signedAt = new Date("2026-01-01T00:00:00Z");
const sign = (payload: string, options: { secret?: string; at?: Date } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? secret,
    timestamp: Math.floor((options.at ?? signedAt).getTime() / 1000),
  });
const seconds = (count: number) => new Date(signedAt.getTime() + count * 1000);

describe("Stripe webhook verification", () => {
  it("reads a signed payment_intent.succeeded: the intent, its amount and status", () => {
    const payload = recorded("payment_intent.succeeded");
    expect(verifyStripeWebhook(payload, sign(payload), secret, seconds(2))).toEqual({
      ok: true,
      value: {
        id: "evt_3QmT8fLkdIwHu7ix0pY2wZqA",
        type: "payment_intent.succeeded",
        object: { id: "pi_3QmT8fLkdIwHu7ix0aB1cD2e", amount: 5000, status: "succeeded" },
      },
    });
  });

  it("reads a payment_intent.payment_failed with the decline's message", () => {
    const payload = recorded("payment_intent.payment_failed");
    expect(verifyStripeWebhook(payload, sign(payload), secret, signedAt)).toEqual({
      ok: true,
      value: {
        id: "evt_3QmT9aLkdIwHu7ix1kH7uJ6t",
        type: "payment_intent.payment_failed",
        object: {
          id: "pi_3QmT9aLkdIwHu7ix1qW2eR3t",
          amount: 7500,
          status: "requires_payment_method",
          lastPaymentError: "Your card has insufficient funds.",
        },
      },
    });
  });

  it("reads a charge.refunded with the PaymentIntent it refunds", () => {
    const payload = recorded("charge.refunded");
    expect(verifyStripeWebhook(payload, sign(payload), secret, seconds(-10))).toEqual({
      ok: true,
      value: {
        id: "evt_3QmT8fLkdIwHu7ix0Rf5Gh6J",
        type: "charge.refunded",
        object: {
          id: "ch_3QmT8fLkdIwHu7ix0Zx9Yw8V",
          amount: 5000,
          status: "succeeded",
          paymentIntentId: "pi_3QmT8fLkdIwHu7ix0aB1cD2e",
          refunded: true,
        },
      },
    });
  });

  it("refuses a payload changed after signing", () => {
    const payload = recorded("payment_intent.succeeded");
    const tampered = payload.replace('"amount": 5000', '"amount": 5');
    expect(tampered).not.toBe(payload);
    expect(verifyStripeWebhook(tampered, sign(payload), secret, signedAt)).toEqual({
      ok: false,
      error: { code: "BAD_USER_INPUT", message: webhookMessages.mismatch },
    });
  });

  it("refuses a correctly signed event whose object is not a payment's", () => {
    for (const payload of ["not json", JSON.stringify({ id: "evt_1", type: "payment_intent.succeeded", data: { object: {} } })]) {
      expect(verifyStripeWebhook(payload, sign(payload), secret, signedAt)).toEqual({
        ok: false,
        error: { code: "BAD_USER_INPUT", message: webhookMessages.notAnEvent },
      });
    }
  });
});
