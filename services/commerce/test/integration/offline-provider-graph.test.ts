import { randomUUID } from "node:crypto";
import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { type CommerceHarness, startCommerceHarness } from "../support/commerce-harness.ts";

const CONFIRM = `mutation ($input: ConfirmOfflineCardPaymentInput!) {
  confirmOfflineCardPayment(input: $input) { paymentIntentId status }
}`;
const APPROVE = `mutation ($id: ID!) { approveWalletOrder(id: $id) { id status amount approveUrl } }`;
const CANCEL = `mutation ($id: ID!) { cancelWalletOrder(id: $id) { id status amount approveUrl } }`;

const card = (number: string, overrides: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3, // the service judges expiry by its own clock
  cvc: "123",
  ...overrides,
});

const postgres = testDatabase("commerce_offline_graph");

postgres.describe("offline providers' mutations", (open) => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerceHarness(open);
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  const intent = () =>
    harness.deps.cards.createIntent({ amountCents: 5000, currency: "usd", idempotencyKey: randomUUID(), metadata: {} });
  const walletOrder = () => harness.deps.wallet.createOrder({ amountCents: 5000, currency: "USD", idempotencyKey: randomUUID() });

  it("runs cards and the wallet through the offline providers when no provider's keys are set", () => {
    expect(harness.deps.cards.provider).toBe("offline_card");
    expect(harness.deps.wallet.provider).toBe("offline_wallet");
    expect(harness.deps.offline?.cards).toBe(harness.deps.cards);
  });

  it("confirms a card payment as Stripe.js would", async () => {
    const { id, clientSecret } = await intent();
    const result = await harness.graph(CONFIRM, { input: { clientSecret, card: card("4242 4242 4242 4242") } });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ confirmOfflineCardPayment: { paymentIntentId: id, status: "succeeded" } });
    expect(await harness.deps.cards.retrieve(id)).toMatchObject({ status: "succeeded" });
  });

  it("answers a decline with PAYMENT_REQUIRED and the card provider's message", async () => {
    const { id, clientSecret } = await intent();
    const result = await harness.graph(CONFIRM, { input: { clientSecret, card: card("4000 0000 0000 9995") } });
    expect(errorOf(result)).toEqual({ code: "PAYMENT_REQUIRED", message: "Your card has insufficient funds." });
    expect(await harness.deps.cards.retrieve(id)).toMatchObject({
      status: "failed",
      failureMessage: "Your card has insufficient funds.",
    });
  });

  it.each([
    [card("4242 4242 4242 4241"), "Your card number is incorrect."],
    [card("4".repeat(41)), "Your card number is incorrect."],
    [card("4242 4242 4242 4242", { expMonth: 13 }), "Your card's expiration month is invalid."],
    [card("4242 4242 4242 4242", { expMonth: 1, expYear: 2001 }), "Your card's expiration date is in the past."],
    [card("4242 4242 4242 4242", { cvc: "1" }), "Your card's security code is invalid."],
  ])("refuses %o with BAD_USER_INPUT", async (details, message) => {
    const { clientSecret } = await intent();
    expect(errorOf(await harness.graph(CONFIRM, { input: { clientSecret, card: details } }))).toEqual({
      code: "BAD_USER_INPUT",
      message,
    });
  });

  it("answers NOT_FOUND for a client secret the provider never gave out", async () => {
    const result = await harness.graph(CONFIRM, {
      input: { clientSecret: "pi_offline_x_secret_y", card: card("4242424242424242") },
    });
    expect(errorOf(result)).toEqual({ code: "NOT_FOUND", message: "No such payment: the client secret is unknown" });
  });

  it("approves a wallet order on the approval page, once", async () => {
    const order = await walletOrder();
    const approved = await harness.graph(APPROVE, { id: order.id });
    expect(approved.data).toEqual({
      approveWalletOrder: { id: order.id, status: "APPROVED", amount: "50.00", approveUrl: null },
    });
    expect(errorOf(await harness.graph(CANCEL, { id: order.id }))).toEqual({
      code: "CONFLICT",
      message: "This order can no longer be cancelled (it is APPROVED)",
    });
  });

  it("cancels a wallet order on the approval page", async () => {
    const order = await walletOrder();
    expect(order.approveUrl).toBe(`${harness.deps.publicUrl()}/wallet/approve/${order.id}`);
    const cancelled = await harness.graph(CANCEL, { id: order.id });
    expect(cancelled.data).toEqual({ cancelWalletOrder: { id: order.id, status: "VOIDED", amount: "50.00", approveUrl: null } });
    expect(errorOf(await harness.graph(APPROVE, { id: order.id }))).toMatchObject({ code: "CONFLICT" });
  });

  it("answers NOT_FOUND for a wallet order it does not know", async () => {
    expect(errorOf(await harness.graph(APPROVE, { id: "ZZZZZZZZZZZZZZZZZ" }))).toEqual({
      code: "NOT_FOUND",
      message: "No such wallet order",
    });
    expect(errorOf(await harness.graph(CANCEL, { id: "ZZZZZZZZZZZZZZZZZ" }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it.each(["ZZZZ\u0000", "Z".repeat(65), "../ZZZ"])("answers NOT_FOUND for %j, which no wallet order is named", async (id) => {
    for (const mutation of [APPROVE, CANCEL]) {
      expect(errorOf(await harness.graph(mutation, { id }))).toEqual({ code: "NOT_FOUND", message: "No such wallet order" });
    }
  });
});

postgres.describe("offline providers' mutations when real providers take the payments", (open) => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    // As when STRIPE_SECRET_KEY and PayPal's credentials are set: no offline adapter is in use.
    harness = await startCommerceHarness(open, { deps: { offline: {} } });
    return () => harness.stop();
  });

  it("answers NOT_FOUND: the offline card provider and wallet are not in use", async () => {
    const confirm = await harness.graph(CONFIRM, { input: { clientSecret: "pi_1_secret_2", card: card("4242424242424242") } });
    expect(confirm.errors?.[0]).toMatchObject({
      message: "The offline card provider is not in use",
      extensions: { code: "NOT_FOUND" },
    });
    const approve = await harness.graph(APPROVE, { id: "5O190127TN364715T" });
    expect(approve.errors?.[0]).toMatchObject({ message: "The offline wallet is not in use", extensions: { code: "NOT_FOUND" } });
  });
});
