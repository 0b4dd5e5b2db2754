import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { PaymentDeclined, type WalletPayments } from "../../src/payments/ports.ts";

export interface WalletPaymentsUnderTest {
  wallet: WalletPayments;
  /** The payer's side, which happens in the wallet's popup: approving or cancelling the order. */
  payer: {
    approve(orderId: string): Promise<void>;
    cancel(orderId: string): Promise<void>;
  };
}

const key = () => randomUUID();

/** What every wallet adapter must do: PayPal Orders v2's life of an order, as commerce reads it. */
export function describeWalletPaymentsContract(label: string, setup: () => Promise<WalletPaymentsUnderTest>): void {
  describe(`wallet payments contract: ${label}`, () => {
    let subject: WalletPaymentsUnderTest;
    beforeAll(async () => {
      subject = await setup();
    });
    const create = (amountCents = 5000, idempotencyKey = key()) =>
      subject.wallet.createOrder({ amountCents, currency: "USD", idempotencyKey });

    it("sets the wallet's button up with a client token", async () => {
      const { clientToken } = await subject.wallet.setup();
      expect(clientToken.length).toBeGreaterThan(16);
    });

    it("creates an order for the amount, waiting for the payer at its approve link", async () => {
      const order = await create(7500);
      expect(order).toMatchObject({ status: "CREATED", amountCents: 7500, currency: "USD" });
      expect(order.id).toMatch(/^[A-Z0-9]{17}$/);
      expect(order.approveUrl).toMatch(new RegExp(`^https?://.+${order.id}`));
      expect(order.captureId).toBeUndefined();
      expect(await subject.wallet.getOrder(order.id)).toMatchObject({ id: order.id, status: "CREATED", amountCents: 7500 });
    });

    it("answers the same order for the same idempotency key, and another for another key", async () => {
      const idempotencyKey = key();
      const first = await create(5000, idempotencyKey);
      expect((await create(5000, idempotencyKey)).id).toBe(first.id);
      expect((await create(5000)).id).not.toBe(first.id);
    });

    it("answers null for an order it does not know", async () => {
      expect(await subject.wallet.getOrder("0AB12345CD6789012")).toBeNull();
    });

    it("captures only an approved order; capturing it again answers it unchanged", async () => {
      const order = await create();
      await expect(subject.wallet.capture(order.id, key())).rejects.toBeInstanceOf(PaymentDeclined);
      await subject.payer.approve(order.id);
      expect(await subject.wallet.getOrder(order.id)).toMatchObject({ status: "APPROVED" });
      const captured = await subject.wallet.capture(order.id, key());
      expect(captured).toMatchObject({ id: order.id, status: "COMPLETED", amountCents: 5000, currency: "USD" });
      expect(captured.captureId).toMatch(/^[A-Z0-9]{17}$/);
      expect(await subject.wallet.capture(order.id, key())).toEqual(captured);
      expect(await subject.wallet.getOrder(order.id)).toEqual(captured);
    });

    it("refuses to capture an order the payer cancelled", async () => {
      const order = await create();
      await subject.payer.cancel(order.id);
      expect(await subject.wallet.getOrder(order.id)).toMatchObject({ status: "VOIDED" });
      await expect(subject.wallet.capture(order.id, key())).rejects.toBeInstanceOf(PaymentDeclined);
    });

    it("refunds a captured order once: the same key answers the same refund", async () => {
      const order = await create();
      await subject.payer.approve(order.id);
      await subject.wallet.capture(order.id, key());
      const refundKey = key();
      const refund = await subject.wallet.refund(order.id, refundKey);
      expect(refund).toEqual({ refundId: expect.stringMatching(/^[A-Z0-9]{17}$/), alreadyRefunded: false });
      expect(await subject.wallet.refund(order.id, refundKey)).toEqual(refund);
      expect(await subject.wallet.getOrder(order.id)).toMatchObject({ status: "REFUNDED", amountCents: 5000 });
    });

    it("answers a refund under another key as already refunded, by the first refund", async () => {
      const order = await create();
      await subject.payer.approve(order.id);
      await subject.wallet.capture(order.id, key());
      const first = await subject.wallet.refund(order.id, key());
      expect(await subject.wallet.refund(order.id, key())).toEqual({ refundId: first.refundId, alreadyRefunded: true });
      expect(await subject.wallet.getOrder(order.id)).toMatchObject({ status: "REFUNDED", amountCents: 5000 });
    });

    it("refuses to refund an order that was never captured", async () => {
      const order = await create();
      await expect(subject.wallet.refund(order.id, key())).rejects.toThrow(/no capture to refund/);
    });
  });
}
