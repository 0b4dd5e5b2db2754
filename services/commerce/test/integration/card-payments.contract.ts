import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { CardPayments } from "../../src/payments/ports.ts";

export interface CardPaymentsUnderTest {
  cards: CardPayments;
  /**
   * For a provider that keeps state: pays the intent as the shopper's browser would (Stripe.js
   * confirming 4242 4242 4242 4242), or has it declined (4000 0000 0000 0002). A stateless stand-in
   * (stripe-mock answers canned objects) leaves them out, and only the port's shape is checked.
   */
  shopper?: {
    pay(clientSecret: string): Promise<void>;
    decline(clientSecret: string): Promise<void>;
  };
}

const STATUSES = ["pending", "succeeded", "failed", "canceled", "refunded"];
const key = () => randomUUID();

/**
 * What every card adapter must do, whichever provider is behind it. The state it goes through is
 * checked where the provider keeps state (`shopper` given); stripe-mock answers canned objects, so
 * against it only the shape of each answer is held to the port.
 */
export function describeCardPaymentsContract(
  label: string,
  setup: () => Promise<CardPaymentsUnderTest>,
  options: { stateful: boolean },
): void {
  describe(`card payments contract: ${label}`, () => {
    let subject: CardPaymentsUnderTest;
    beforeAll(async () => {
      subject = await setup();
    });

    const create = (amountCents = 5000, idempotencyKey = key()) =>
      subject.cards.createIntent({ amountCents, currency: "usd", idempotencyKey, metadata: { paymentId: idempotencyKey } });

    it("creates a PaymentIntent and hands its client secret to the browser", async () => {
      const intent = await create();
      expect(intent.id).toMatch(/^pi_\w+$/);
      expect(intent.clientSecret).toMatch(/^pi_\w+_secret_[A-Za-z0-9]{8,}$/);
    });

    it("reads an intent back as a payment in USD cents with one of the port's statuses", async () => {
      const intent = await create();
      const view = await subject.cards.retrieve(intent.id);
      expect(view?.id).toBe(intent.id);
      expect(view?.currency).toBe("usd");
      expect(Number.isSafeInteger(view?.amountCents)).toBe(true);
      expect(STATUSES).toContain(view?.status);
    });

    it("answers a refund with the provider's refund id", async () => {
      const intent = await create();
      if (subject.shopper) await subject.shopper.pay(intent.clientSecret);
      const refund = await subject.cards.refund(intent.id, key());
      expect(refund.refundId).toMatch(/^re_\w+$/);
    });

    if (!options.stateful) return;

    describe("through a payment's life", () => {
      const shopper = () => {
        if (!subject.shopper) throw new Error(`${label} is declared stateful but has no shopper`);
        return subject.shopper;
      };
      it("keeps the amount and waits for the shopper: pending until paid, then succeeded", async () => {
        const intent = await create(7500);
        expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
        expect(await subject.cards.retrieve(intent.id)).toMatchObject({ amountCents: 7500, status: "pending" });
        await shopper().pay(intent.clientSecret);
        expect(await subject.cards.retrieve(intent.id)).toEqual({
          id: intent.id,
          amountCents: 7500,
          currency: "usd",
          status: "succeeded",
        });
      });

      it("answers the same intent for the same idempotency key, and another for another key", async () => {
        const idempotencyKey = key();
        const first = await create(5000, idempotencyKey);
        expect(await create(5000, idempotencyKey)).toEqual(first);
        expect((await create(5000)).id).not.toBe(first.id);
      });

      it("reports a declined attempt as failed with the message, and lets another card pay", async () => {
        const intent = await create();
        await shopper().decline(intent.clientSecret);
        expect(await subject.cards.retrieve(intent.id)).toMatchObject({
          status: "failed",
          failureMessage: "Your card was declined.",
        });
        await shopper().pay(intent.clientSecret);
        const paid = await subject.cards.retrieve(intent.id);
        expect(paid?.status).toBe("succeeded");
        expect(paid?.failureMessage).toBeUndefined();
      });

      it("refunds a succeeded payment once: the same key answers the same refund", async () => {
        const intent = await create();
        await shopper().pay(intent.clientSecret);
        const refundKey = key();
        const refund = await subject.cards.refund(intent.id, refundKey);
        expect(refund).toEqual({ refundId: expect.stringMatching(/^re_\w+$/), alreadyRefunded: false });
        expect(await subject.cards.refund(intent.id, refundKey)).toEqual(refund);
        expect(await subject.cards.retrieve(intent.id)).toMatchObject({ status: "refunded", amountCents: 5000 });
      });

      it("answers a refund under another key as already refunded, by the first refund", async () => {
        const intent = await create();
        await shopper().pay(intent.clientSecret);
        const first = await subject.cards.refund(intent.id, key());
        expect(await subject.cards.refund(intent.id, key())).toEqual({ refundId: first.refundId, alreadyRefunded: true });
        expect(await subject.cards.retrieve(intent.id)).toMatchObject({ status: "refunded", amountCents: 5000 });
      });

      it("refuses to refund a payment that has not succeeded", async () => {
        const intent = await create();
        await expect(subject.cards.refund(intent.id, key())).rejects.toThrow(/successful charge/);
      });

      it("answers null for an intent it does not know", async () => {
        expect(await subject.cards.retrieve("pi_unknown0000000000000000")).toBeNull();
      });
    });
  });
}
