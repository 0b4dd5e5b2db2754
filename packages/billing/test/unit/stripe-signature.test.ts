import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { verifyStripeSignature, webhookMessages } from "../../src/stripe/stripe-signature.ts";

const secret = "whsec_5f8c2d1e9a7b3c4d6e0f1a2b3c4d5e6f";
const signedAt = new Date("2026-01-01T00:00:00Z");
const seconds = (count: number) => new Date(signedAt.getTime() + count * 1000);
const sign = (payload: string, options: { secret?: string; at?: Date } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? secret,
    timestamp: Math.floor((options.at ?? signedAt).getTime() / 1000),
  });
const payload = JSON.stringify(
  {
    id: "evt_1QmT8fLkdIwHu7ix0pY2wZqA",
    object: "event",
    type: "invoice.paid",
    data: { object: { id: "in_1QmT8fLkdIwHu7ixAbCdEf", object: "invoice", amount_paid: 500 } },
  },
  null,
  2,
);
const refused = (message: string) => ({ ok: false, error: { code: "BAD_USER_INPUT", message } });

describe("Stripe webhook signatures", () => {
  it("reads a signed event's id, type and object as Stripe sent it", () => {
    expect(verifyStripeSignature(payload, sign(payload), secret, seconds(2))).toEqual({
      ok: true,
      value: {
        id: "evt_1QmT8fLkdIwHu7ix0pY2wZqA",
        type: "invoice.paid",
        object: { id: "in_1QmT8fLkdIwHu7ixAbCdEf", object: "invoice", amount_paid: 500 },
      },
    });
  });

  it("refuses a payload changed after signing", () => {
    const tampered = payload.replace('"amount_paid": 500', '"amount_paid": 5');
    expect(tampered).not.toBe(payload);
    expect(verifyStripeSignature(tampered, sign(payload), secret, signedAt)).toEqual(refused(webhookMessages.mismatch));
  });

  it("refuses a signature made with another endpoint's secret", () => {
    const signature = sign(payload, { secret: "whsec_another_endpoint_secret_0000" });
    expect(verifyStripeSignature(payload, signature, secret, signedAt)).toEqual(refused(webhookMessages.mismatch));
  });

  it("accepts up to 300 s after signing and refuses a stale delivery after that", () => {
    const signature = sign(payload);
    expect(verifyStripeSignature(payload, signature, secret, seconds(300)).ok).toBe(true);
    expect(verifyStripeSignature(payload, signature, secret, seconds(301))).toEqual(refused(webhookMessages.stale));
  });

  it("refuses a signature dated more than 300 s in the future", () => {
    expect(verifyStripeSignature(payload, sign(payload, { at: seconds(301) }), secret, signedAt)).toEqual(
      refused(webhookMessages.future),
    );
    expect(verifyStripeSignature(payload, sign(payload, { at: seconds(300) }), secret, signedAt).ok).toBe(true);
  });

  it.each(["", "garbage", "t=1767225600", "v1=abc", "t=soon,v1=abc"])("refuses the malformed header %j", (header) => {
    expect(verifyStripeSignature(payload, header, secret, signedAt)).toEqual(refused(webhookMessages.malformedSignature));
  });

  it("accepts any of several v1 signatures, as during a secret's rotation", () => {
    const old = sign(payload, { secret: "whsec_rolled_secret_1111111111111" });
    const both = `${sign(payload)},v1=${old.split("v1=")[1]}`;
    expect(verifyStripeSignature(payload, both, secret, signedAt).ok).toBe(true);
  });

  it("refuses a correctly signed body that is not a Stripe event", () => {
    for (const body of ["not json", JSON.stringify({ hello: "world" }), JSON.stringify({ id: "evt_1", type: "x", data: {} })]) {
      expect(verifyStripeSignature(body, sign(body), secret, signedAt)).toEqual(refused(webhookMessages.notAnEvent));
    }
  });
});
