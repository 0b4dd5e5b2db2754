import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { testDatabase } from "@highcotton/kit/testing";
import { PaymentRefundedSchema } from "@highcotton/proto";
import Stripe from "stripe";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { receiveStripeWebhook } from "../../src/application/handle-stripe-webhook.ts";
import { earnings, orders, payments, stripeWebhookEvents } from "../../src/db/schema.ts";
import { checkoutSteps, errorOf, shippingForm } from "../support/checkout-steps.ts";
import { type CommerceHarness, MINUTE_MS, newSessionId, startCommerceHarness } from "../support/commerce-harness.ts";

const postgres = testDatabase("commerce_webhook");

const SECRET = "whsec_test_3QmT8fLkdIwHu7ix0secret";
const RECEIVE =
  "mutation ($payload: String!, $signature: String!) { receiveStripeWebhook(payload: $payload, signature: $signature) }";

type StripeEventJson = { id: string; type: string; data: { object: Record<string, unknown> } };

/** Stripe's recorded deliveries, pointed at one of our payments. */
function recordedEvent(
  type: "payment_intent.succeeded" | "payment_intent.payment_failed" | "charge.refunded",
  intentId: string,
  amount: number,
): StripeEventJson {
  const url = new URL(`../fixtures/stripe-events/${type}.json`, import.meta.url);
  const event = JSON.parse(readFileSync(url, "utf8")) as StripeEventJson;
  event.id = `evt_${type.replaceAll(/[._]/g, "")}_${Math.random().toString(36).slice(2, 12)}`;
  const object = event.data.object;
  if (type === "charge.refunded") {
    object.payment_intent = intentId;
    object.amount_refunded = amount;
  } else {
    object.id = intentId;
  }
  object.amount = amount;
  return event;
}

const sign = (payload: string, at: Date = new Date(), secret = SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });

postgres.describe("Stripe webhooks", (open) => {
  let harness: CommerceHarness;
  let steps: ReturnType<typeof checkoutSteps>;
  let session: string;
  let intentId: string;
  let clientSecret: string;

  beforeAll(async () => {
    harness = await startCommerceHarness(open, { deps: { stripeWebhookSecret: SECRET } });
    steps = checkoutSteps(harness);
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    const store = await harness.seedStore();
    const [design] = await harness.seedDesigns([{ dispensaryId: store.id }]);
    session = newSessionId();
    await steps.addToCart(session, design!.id, 2);
    ({ paymentIntentId: intentId, clientSecret } = (await steps.createPaymentIntent(session, "50")).data!.createPaymentIntent);
  });

  const deliver = (event: StripeEventJson, signedAt?: Date) => {
    const payload = JSON.stringify(event);
    return harness.graph<{ receiveStripeWebhook: boolean }>(RECEIVE, {
      payload,
      signature: sign(payload, signedAt ?? harness.clock.now()),
    });
  };
  const paymentRow = async () => (await harness.database.db.select().from(payments))[0]!;
  const recordedIds = async () => (await harness.database.db.select().from(stripeWebhookEvents)).map((row) => row.id);

  it("marks the payment succeeded on payment_intent.succeeded, once however often it is delivered", async () => {
    const event = recordedEvent("payment_intent.succeeded", intentId, 5000);
    expect((await deliver(event)).data?.receiveStripeWebhook).toBe(true);
    const succeeded = await paymentRow();
    expect(succeeded).toMatchObject({ status: "succeeded" });
    expect(succeeded.succeededAt).toBeInstanceOf(Date);
    harness.clock.advance(MINUTE_MS);
    expect((await deliver(event)).data?.receiveStripeWebhook).toBe(true);
    expect(await paymentRow()).toEqual(succeeded);
    expect(await recordedIds()).toEqual([event.id]);
  });

  it("has one effect when the same refund is delivered several times at once", async () => {
    await steps.confirmCard(clientSecret);
    const placed = await steps.placeOrder({
      sessionId: session,
      totalAmount: "50.00",
      paymentMethod: "stripe",
      paymentIntentId: intentId,
    });
    expect(placed.errors).toBeUndefined();
    const event = recordedEvent("charge.refunded", intentId, 5000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(answers.map((answer) => answer.data?.receiveStripeWebhook)).toEqual(Array(5).fill(true));
    expect(await recordedIds()).toEqual([event.id]);
    expect(await harness.published(PaymentRefundedSchema)).toHaveLength(1);
    expect(await paymentRow()).toMatchObject({ status: "refunded" });
    expect(await harness.database.db.select().from(orders)).toMatchObject([{ paymentStatus: "refunded", ...shippingForm }]);
  });

  it("reverses the store's unwithdrawn credits of an order refunded at Stripe", async () => {
    await steps.confirmCard(clientSecret);
    const placed = await steps.placeOrder({
      sessionId: session,
      totalAmount: "50.00",
      paymentMethod: "stripe",
      paymentIntentId: intentId,
    });
    expect(placed.errors).toBeUndefined();
    expect(await harness.database.db.select().from(earnings)).toHaveLength(1);
    await deliver(recordedEvent("charge.refunded", intentId, 5000));
    expect(await harness.database.db.select().from(earnings)).toMatchObject([{ amount: "8.00", reversedAt: expect.any(Date) }]);
    expect(await harness.database.db.select().from(orders)).toMatchObject([{ paymentStatus: "refunded" }]);
  });

  it("leaves the order paid and its credits in place when Stripe refunds only part of the charge", async () => {
    await steps.confirmCard(clientSecret);
    await steps.placeOrder({ sessionId: session, totalAmount: "50.00", paymentMethod: "stripe", paymentIntentId: intentId });
    const partial = recordedEvent("charge.refunded", intentId, 5000);
    partial.data.object.amount_refunded = 500;
    partial.data.object.refunded = false;
    expect((await deliver(partial)).data?.receiveStripeWebhook).toBe(true);
    expect(await recordedIds()).toEqual([partial.id]);
    expect(await paymentRow()).toMatchObject({ status: "succeeded" });
    expect(await harness.database.db.select().from(orders)).toMatchObject([{ paymentStatus: "paid" }]);
    expect(await harness.database.db.select().from(earnings)).toHaveLength(1);
    expect(await harness.published(PaymentRefundedSchema)).toEqual([]);
  });

  it("reverses a refunded order's credit that a withdrawal already took, owed back by the next withdrawal", async () => {
    await steps.confirmCard(clientSecret);
    await steps.placeOrder({ sessionId: session, totalAmount: "50.00", paymentMethod: "stripe", paymentIntentId: intentId });
    const withdrawalId = randomUUID();
    await harness.database.db.update(earnings).set({ withdrawalId });
    await deliver(recordedEvent("charge.refunded", intentId, 5000));
    expect(await harness.database.db.select().from(earnings)).toMatchObject([
      { withdrawalId, amount: "8.00", reversedAt: expect.any(Date), recoveredBy: null },
    ]);
  });

  it("records a failed attempt with Stripe's message, and a later success over it", async () => {
    const failed = recordedEvent("payment_intent.payment_failed", intentId, 5000);
    await deliver(failed);
    expect(await paymentRow()).toMatchObject({ status: "failed", failureMessage: "Your card has insufficient funds." });
    await deliver(recordedEvent("payment_intent.succeeded", intentId, 5000));
    expect(await paymentRow()).toMatchObject({ status: "succeeded", failureMessage: null });
    // The failure delivered again changes nothing.
    await deliver(failed);
    expect(await paymentRow()).toMatchObject({ status: "succeeded" });
  });

  it("ignores a success for another amount, and records unknown types without effect", async () => {
    await deliver(recordedEvent("payment_intent.succeeded", intentId, 9900));
    expect(await paymentRow()).toMatchObject({ status: "pending" });
    const other = { ...recordedEvent("payment_intent.succeeded", intentId, 5000), type: "customer.created" };
    expect((await deliver(other)).data?.receiveStripeWebhook).toBe(true);
    expect(await paymentRow()).toMatchObject({ status: "pending" });
    expect(await recordedIds()).toContain(other.id);
  });

  it("refuses a stale, tampered or foreign signature and records nothing", async () => {
    const event = recordedEvent("payment_intent.succeeded", intentId, 5000);
    const payload = JSON.stringify(event);
    const stale = await harness.graph(RECEIVE, {
      payload,
      signature: sign(payload, new Date(harness.clock.now().getTime() - 301_000)),
    });
    expect(errorOf(stale)).toEqual({ code: "BAD_USER_INPUT", message: "The webhook signature is older than 300 seconds" });
    // The service's own clock decides: a delivery signed now is stale once the service's time has moved on.
    const signedNow = sign(payload);
    harness.clock.advance(10 * MINUTE_MS);
    expect(errorOf(await harness.graph(RECEIVE, { payload, signature: signedNow }))?.code).toBe("BAD_USER_INPUT");
    const tampered = await harness.graph(RECEIVE, {
      payload: payload.replace("5000", "50"),
      signature: sign(payload, harness.clock.now()),
    });
    expect(errorOf(tampered)).toEqual({ code: "BAD_USER_INPUT", message: "The webhook signature does not match its payload" });
    const foreign = await harness.graph(RECEIVE, {
      payload,
      signature: sign(payload, harness.clock.now(), "whsec_someone_else"),
    });
    expect(errorOf(foreign)?.code).toBe("BAD_USER_INPUT");
    expect(await recordedIds()).toEqual([]);
    expect(await paymentRow()).toMatchObject({ status: "pending" });
  });

  it("refuses every delivery while no signing secret is configured", async () => {
    const payload = JSON.stringify(recordedEvent("payment_intent.succeeded", intentId, 5000));
    const refused = await receiveStripeWebhook(
      { ...harness.deps, stripeWebhookSecret: undefined },
      { payload, signature: sign(payload) },
    );
    expect(refused).toEqual({
      ok: false,
      error: { code: "BAD_USER_INPUT", message: "Webhook signing secret is not configured" },
    });
    expect(await recordedIds()).toEqual([]);
  });
});
