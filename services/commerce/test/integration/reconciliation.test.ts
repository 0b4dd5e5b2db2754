import { testDatabase } from "@highcotton/kit/testing";
import { OrderPlacedSchema, PaymentRefundedSchema } from "@highcotton/proto";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { readCheckout } from "../../src/application/checkout.ts";
import { placeOrder } from "../../src/application/place-order.ts";
import { reconcilePayments } from "../../src/application/reconcile-payments.ts";
import { cartItems, orders, payments } from "../../src/db/schema.ts";
import { checkoutSteps, DECLINED_CARD, errorOf, shippingForm } from "../support/checkout-steps.ts";
import {
  type CommerceHarness,
  DAY_MS,
  MINUTE_MS,
  newSessionId,
  type StoreFacts,
  startCommerceHarness,
} from "../support/commerce-harness.ts";

const postgres = testDatabase("commerce_reconcile");

/** Past reconciliation's grace (RECONCILE_AFTER_SECONDS defaults to 300). */
const PAST_GRACE_MS = 6 * MINUTE_MS;

postgres.describe("reconciliation", (open) => {
  let harness: CommerceHarness;
  let steps: ReturnType<typeof checkoutSteps>;
  let store: StoreFacts;
  let designs: string[];
  let session: string;

  beforeAll(async () => {
    harness = await startCommerceHarness(open);
    steps = checkoutSteps(harness);
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    store = await harness.seedStore();
    designs = (await harness.seedDesigns([{ dispensaryId: store.id }, { dispensaryId: store.id }])).map((design) => design.id);
    session = newSessionId();
    await steps.addToCart(session, designs[0]!, 2);
  });

  const reconcile = () => reconcilePayments(harness.deps);
  const orderInput = (paymentIntentId: string, paymentMethod = "stripe") => ({
    ...shippingForm,
    sessionId: session,
    totalAmount: "50.00",
    paymentMethod,
    paymentIntentId,
  });
  /** The browser's placeOrder dies after the form is saved, while it asks the provider (the process was killed). */
  const placeOrderThatDies = (paymentIntentId: string, paymentMethod = "stripe") => {
    const dies = () => Promise.reject(new Error("the process was killed"));
    const deps = {
      ...harness.deps,
      cards: Object.assign(Object.create(harness.deps.cards), { retrieve: dies }),
      wallet: Object.assign(Object.create(harness.deps.wallet), { getOrder: dies }),
    };
    return placeOrder(deps, orderInput(paymentIntentId, paymentMethod));
  };
  const paymentRow = async () => (await harness.database.db.select().from(payments))[0]!;

  it("refunds, rather than orders again, a payment made in a stale tab after the cart was ordered", async () => {
    const firstTab = await steps.payByCard(session, "50");
    const staleTab = await steps.payByCard(session, "50");
    expect((await placeOrder(harness.deps, orderInput(firstTab))).ok).toBe(true);
    // Its cart is gone (ordered): the payment is refunded at once, and reconciliation has nothing left to do.
    expect(await placeOrder(harness.deps, orderInput(staleTab))).toMatchObject({
      ok: false,
      error: { code: "CONFLICT", message: "Your cart changed" },
    });
    harness.clock.advance(PAST_GRACE_MS);
    expect(await reconcile()).toMatchObject({ placed: 0, refunded: 0 });
    expect(await harness.database.db.select().from(orders)).toHaveLength(1);
    expect((await harness.published(PaymentRefundedSchema)).map((event) => event.data.providerPaymentId)).toEqual([staleTab]);
  });

  it("refunds, and never places, a payment claimed when its cart changed that is paid after all", async () => {
    const intent = (await steps.createPaymentIntent(session, "50")).data!.createPaymentIntent;
    // The form is saved for the cart as it was, but the card was not confirmed yet.
    expect(errorOf(await steps.placeOrder(orderInput(intent.paymentIntentId)))?.code).toBe("PAYMENT_REQUIRED");
    await steps.addToCart(session, designs[1]!, 1);
    expect(errorOf(await steps.placeOrder({ ...orderInput(intent.paymentIntentId), totalAmount: "75.00" }))).toEqual({
      code: "CONFLICT",
      message: "Your cart changed",
    });
    expect(readCheckout((await paymentRow()).checkout)).toMatchObject({
      form: shippingForm,
      refundClaimedAt: expect.any(String),
    });
    await steps.confirmCard(intent.clientSecret);

    harness.clock.advance(PAST_GRACE_MS);
    expect(await reconcile()).toMatchObject({ placed: 0, refunded: 0 });
    harness.clock.advance(PAST_GRACE_MS);
    expect(await reconcile()).toMatchObject({ placed: 0, refunded: 1 });
    expect(await harness.database.db.select().from(orders)).toEqual([]);
    expect((await harness.deps.cards.retrieve(intent.paymentIntentId))?.status).toBe("refunded");
    expect(await harness.published(PaymentRefundedSchema)).toHaveLength(1);
  });

  it("places the order of a paid payment whose request died after saving the form, once, from the lines paid for", async () => {
    const paymentIntentId = await steps.payByCard(session, "50");
    await expect(placeOrderThatDies(paymentIntentId)).rejects.toThrow("the process was killed");
    expect(readCheckout((await paymentRow()).checkout).form).toEqual(shippingForm);
    // Meanwhile the shopper put another shirt in the cart: it is not part of what was paid for.
    await steps.addToCart(session, designs[1]!, 1, "L");

    expect(await reconcile()).toMatchObject({ checked: 0, placed: 0 });
    harness.clock.advance(PAST_GRACE_MS);
    // Two runs at once (two replicas) still place one order.
    const [first, second] = await Promise.all([reconcile(), reconcile()]);
    expect(first.placed + second.placed).toBe(1);
    expect(await reconcile()).toMatchObject({ checked: 0 });

    const [order, ...others] = await harness.database.db.select().from(orders);
    expect(others).toEqual([]);
    expect(order).toMatchObject({
      ...shippingForm,
      totalAmount: "50.00",
      paymentIntentId,
      paymentStatus: "paid",
      merchantRevenue: "32.00",
    });
    expect(await paymentRow()).toMatchObject({ status: "succeeded", orderId: order!.id });
    const events = await harness.published(OrderPlacedSchema);
    expect(events.map((event) => event.data.lines.map((line) => [line.designId, line.quantity]))).toEqual([[[designs[0], 2]]]);
    // The paid shirts left the cart; the one added later stayed.
    const cart = await harness.database.db.select().from(cartItems);
    expect(cart.map((item) => [item.designId, item.size])).toEqual([[designs[1], "L"]]);
    // The browser's retry answers the order reconciliation placed.
    const retried = await placeOrder(harness.deps, orderInput(paymentIntentId));
    expect(retried.ok && retried.value.id).toBe(order!.id);
  });

  it("places a paid order whose request died even behind a run's worth of older abandoned checkouts", async () => {
    // Every visit to the checkout page asks for a payment; most are never paid. A run looks at 100.
    for (let visit = 0; visit < 100; visit++) await steps.createPaymentIntent(session, "50");
    harness.clock.advance(MINUTE_MS);
    const paymentIntentId = await steps.payByCard(session, "50");
    await expect(placeOrderThatDies(paymentIntentId)).rejects.toThrow("the process was killed");
    harness.clock.advance(PAST_GRACE_MS);
    expect(await reconcile()).toMatchObject({ placed: 1 });
    expect(await harness.database.db.select().from(orders)).toMatchObject([{ paymentIntentId, paymentStatus: "paid" }]);
  });

  it("refunds a payment that was taken but never got a form, once the browser had its grace, and says so", async () => {
    const paymentIntentId = await steps.payByCard(session, "50");
    harness.clock.advance(PAST_GRACE_MS);
    // Reconciliation learns the money was taken only now: the browser gets its grace from this moment.
    expect(await reconcile()).toMatchObject({ checked: 1, waiting: 1, refunded: 0 });
    expect(await paymentRow()).toMatchObject({ status: "succeeded", orderId: null });
    harness.clock.advance(PAST_GRACE_MS);
    const [first, second] = await Promise.all([reconcile(), reconcile()]);
    expect(first.refunded + second.refunded).toBe(1);
    expect(await reconcile()).toMatchObject({ checked: 0 });

    expect(await paymentRow()).toMatchObject({ status: "refunded", orderId: null });
    expect(await harness.deps.cards.retrieve(paymentIntentId)).toMatchObject({ status: "refunded" });
    const refunds = await harness.published(PaymentRefundedSchema);
    expect(refunds.map((event) => event.data)).toMatchObject([
      {
        provider: "offline_card",
        providerPaymentId: paymentIntentId,
        amountCents: 5000,
        reason: "The order was never completed",
      },
    ]);
    expect(await harness.database.db.select().from(orders)).toEqual([]);
    // A browser that comes back now cannot place an order with the refunded payment.
    expect(errorOf(await steps.placeOrder(orderInput(paymentIntentId)))).toEqual({
      code: "PAYMENT_REQUIRED",
      message: "This payment was refunded. Please start checkout again.",
    });
    expect(await harness.database.db.select().from(orders)).toEqual([]);
  });

  it("never both places and refunds a payment when the browser and reconciliation meet", async () => {
    const paymentIntentId = await steps.payByCard(session, "50");
    harness.clock.advance(PAST_GRACE_MS);
    await reconcile(); // learns it succeeded
    harness.clock.advance(PAST_GRACE_MS);
    const [summary, placed] = await Promise.all([reconcile(), placeOrder(harness.deps, orderInput(paymentIntentId))]);
    const orderCount = (await harness.database.db.select().from(orders)).length;
    const refundCount = (await harness.published(PaymentRefundedSchema)).length;
    expect(orderCount + refundCount).toBe(1);
    expect(placed.ok).toBe(orderCount === 1);
    expect(summary.refunded).toBe(refundCount);
    expect((await paymentRow()).status).toBe(orderCount === 1 ? "succeeded" : "refunded");
  });

  it("marks a declined payment failed with the provider's message, and an abandoned one after a day", async () => {
    const declined = await steps.createPaymentIntent(session, "50");
    await steps.confirmCard(declined.data!.createPaymentIntent.clientSecret, DECLINED_CARD);
    harness.clock.advance(PAST_GRACE_MS);
    const otherSession = newSessionId();
    await steps.addToCart(otherSession, designs[1]!, 1);
    const abandoned = await steps.createPaymentIntent(otherSession, "25");
    const abandonedId = abandoned.data!.createPaymentIntent.paymentIntentId;

    expect(await reconcile()).toMatchObject({ checked: 1, failed: 1 });
    const rows = await harness.database.db.select().from(payments);
    expect(rows.find((row) => row.providerPaymentId !== abandonedId)).toMatchObject({
      status: "failed",
      failureMessage: "Your card was declined.",
    });
    harness.clock.advance(PAST_GRACE_MS);
    expect(await reconcile()).toMatchObject({ waiting: 2, failed: 0 });
    harness.clock.advance(DAY_MS);
    expect(await reconcile()).toMatchObject({ checked: 1, failed: 1 });
    const after = await harness.database.db.select().from(payments);
    expect(after.find((row) => row.providerPaymentId === abandonedId)).toMatchObject({
      status: "failed",
      failureMessage: "The payment was not completed",
    });
  });

  it("still places the order when a declined shopper paid with another card and the browser died", async () => {
    const intent = (await steps.createPaymentIntent(session, "50")).data!.createPaymentIntent;
    await steps.confirmCard(intent.clientSecret, DECLINED_CARD);
    harness.clock.advance(PAST_GRACE_MS);
    expect(await reconcile()).toMatchObject({ failed: 1 });
    await steps.confirmCard(intent.clientSecret);
    await expect(placeOrderThatDies(intent.paymentIntentId)).rejects.toThrow();
    expect(await reconcile()).toMatchObject({ placed: 1 });
    expect(await paymentRow()).toMatchObject({ status: "succeeded", failureMessage: null });
  });

  it("captures an approved wallet payment whose order request died, and places the order", async () => {
    const walletOrder = (await steps.createWalletOrder({ amount: "50", sessionId: session })).data!.createWalletOrder;
    await steps.approveWalletOrder(walletOrder.id);
    await expect(placeOrderThatDies(walletOrder.id, "paypal")).rejects.toThrow();
    harness.clock.advance(PAST_GRACE_MS);
    expect(await reconcile()).toMatchObject({ placed: 1 });
    expect((await steps.walletOrder(walletOrder.id)).data?.walletOrder?.status).toBe("COMPLETED");
    expect(await harness.database.db.select().from(orders)).toMatchObject([{ paymentMethod: "paypal", totalAmount: "50.00" }]);
  });

  it("leaves an approved wallet payment without a form uncaptured, and fails canceled or abandoned ones", async () => {
    const approved = (await steps.createWalletOrder({ amount: "50", sessionId: session })).data!.createWalletOrder;
    await steps.approveWalletOrder(approved.id);
    const canceled = (await steps.createWalletOrder({ amount: "50", sessionId: session })).data!.createWalletOrder;
    await harness.graph("mutation ($id: ID!) { cancelWalletOrder(id: $id) { status } }", { id: canceled.id });
    harness.clock.advance(PAST_GRACE_MS);
    expect(await reconcile()).toMatchObject({ checked: 2, failed: 1, waiting: 1 });
    expect((await steps.walletOrder(approved.id)).data?.walletOrder?.status).toBe("APPROVED");
    harness.clock.advance(DAY_MS);
    expect(await reconcile()).toMatchObject({ checked: 1, failed: 1 });
    const rows = await harness.database.db.select().from(payments);
    expect(rows.map((row) => [row.providerPaymentId, row.status]).sort()).toEqual(
      [
        [approved.id, "failed"],
        [canceled.id, "failed"],
      ].sort(),
    );
    expect((await steps.walletOrder(approved.id)).data?.walletOrder?.status).toBe("APPROVED");
  });
});
