import { timestampDate, timestampFromDate } from "@bufbuild/protobuf/wkt";
import { testDatabase } from "@highcotton/kit/testing";
import {
  OrderFulfilledSchema,
  OrderLeadExpiredSchema,
  PaymentRefundedSchema,
  WithdrawalRequestedSchema,
} from "@highcotton/proto";
import { eq, isNotNull } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { refundExpiredOrders } from "../../src/application/refund-expired-orders.ts";
import { markRefunded } from "../../src/application/refund-payment.ts";
import { requestWithdrawal } from "../../src/application/request-withdrawal.ts";
import { readStoreMoney } from "../../src/application/store-money.ts";
import { earnings, offlinePayments, orders, payments, withdrawals } from "../../src/db/schema.ts";
import type { CardPayments } from "../../src/payments/ports.ts";
import {
  daysBefore,
  openStore,
  owner,
  recordSale,
  type StoreMoneyHarness,
  startStoreMoneyHarness,
} from "../support/store-ledger.ts";

const postgres = testDatabase("commerce_refunds");

postgres.describe("refunds of orders nobody printed", (open) => {
  let harness: StoreMoneyHarness;
  const now = () => harness.at.now;
  const db = () => harness.database.db;
  const expire = (orderId: string, reason = "unaccepted") =>
    harness.deliver(OrderLeadExpiredSchema, orderId, { orderId, reason, expiredAt: timestampFromDate(now()) });
  const pass = (cards?: CardPayments) => refundExpiredOrders(cards ? { ...harness.deps, cards } : harness.deps);
  const orderRow = async (orderId: string) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const providerStatus = async (orderId: string) => {
    const [row] = await db()
      .select({ status: offlinePayments.status })
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .innerJoin(offlinePayments, eq(offlinePayments.id, payments.providerPaymentId))
      .where(eq(orders.id, orderId));
    return row?.status;
  };
  const reversedCredits = async () => db().select().from(earnings).where(isNotNull(earnings.reversedAt));

  beforeAll(async () => {
    harness = await startStoreMoneyHarness(open);
    return () => harness.stop();
  });

  beforeEach(() => harness.reset());

  it("refunds the shopper at the provider, reverses the store's credit and announces it, once", async () => {
    const store = await openStore(harness);
    const orderId = await recordSale(harness, store, daysBefore(now(), 8), 2, { fulfilled: false });
    expect(await pass()).toEqual({ refunded: 0, failed: 0 });

    expect(await expire(orderId)).toBe("processed");
    expect(await orderRow(orderId)).toMatchObject({ leadExpiryReason: "unaccepted", paymentStatus: "paid" });
    expect(await pass()).toEqual({ refunded: 1, failed: 0 });
    expect(await pass()).toEqual({ refunded: 0, failed: 0 });

    expect(await providerStatus(orderId)).toBe("refunded");
    const order = await orderRow(orderId);
    expect(order.paymentStatus).toBe("refunded");
    expect(await reversedCredits()).toMatchObject([{ orderId, amount: "8.00", reversedAt: now() }]);
    const events = await harness.published(PaymentRefundedSchema);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      paymentId: order.paymentId,
      orderId,
      amountCents: 5000,
      provider: "offline_card",
      reason: "order_not_accepted",
    });
    expect(timestampDate(events[0]!.data.refundedAt!)).toEqual(now());
    expect(await readStoreMoney(harness.deps, store)).toMatchObject({ totalRevenue: 0, held: 0, available: 0, reversed: 800 });
  });

  it("refunds a wallet payment, and an order whose merchant missed the deadline twice", async () => {
    const store = await openStore(harness);
    const orderId = await recordSale(harness, store, daysBefore(now(), 25), 1, { fulfilled: false, method: "wallet" });
    await expire(orderId, "unfulfilled");
    expect(await pass()).toEqual({ refunded: 1, failed: 0 });
    expect(await providerStatus(orderId)).toBe("REFUNDED");
    const [event] = await harness.published(PaymentRefundedSchema);
    expect(event!.data).toMatchObject({ orderId, provider: "offline_wallet", reason: "order_not_fulfilled", amountCents: 2500 });
  });

  it("refunds every withdrawn order in one pass, batch after batch, each once", async () => {
    const store = await openStore(harness);
    const orderIds: string[] = [];
    for (let i = 0; i < 30; i++) {
      orderIds.push(
        await recordSale(harness, store, daysBefore(now(), 8), 1, { fulfilled: false, method: i % 4 === 0 ? "wallet" : "card" }),
      );
    }
    for (const orderId of orderIds) await expire(orderId);
    // 30 orders read 7 at a time: four full batches and a short one.
    expect(await refundExpiredOrders(harness.deps, { batch: 7 })).toEqual({ refunded: 30, failed: 0 });
    expect(await refundExpiredOrders(harness.deps, { batch: 7 })).toEqual({ refunded: 0, failed: 0 });
    expect(await db().$count(orders, eq(orders.paymentStatus, "refunded"))).toBe(30);
    expect(await reversedCredits()).toHaveLength(30);
    const events = await harness.published(PaymentRefundedSchema);
    expect(events.map((event) => event.data.orderId).sort()).toEqual([...orderIds].sort());
  });

  it("refunds once and reverses once when two passes run at once, the provider asked under one key", async () => {
    const store = await openStore(harness);
    const orderIds = [];
    for (let i = 0; i < 5; i++) orderIds.push(await recordSale(harness, store, daysBefore(now(), 9), 1, { fulfilled: false }));
    for (const orderId of orderIds) await expire(orderId);
    const keys: string[] = [];
    const refundIds = new Map<string, Set<string>>();
    const cards = harness.deps.cards;
    const counting: CardPayments = {
      provider: cards.provider,
      createIntent: (input) => cards.createIntent(input),
      retrieve: (id) => cards.retrieve(id),
      async refund(id, key) {
        keys.push(key);
        const answer = await cards.refund(id, key);
        refundIds.set(id, (refundIds.get(id) ?? new Set()).add(String(answer.refundId)));
        return answer;
      },
    };

    const [first, second] = await Promise.all([pass(counting), pass(counting)]);
    expect(first.refunded + second.refunded).toBe(5);
    expect(first.failed + second.failed).toBe(0);
    // However often the provider was asked, each payment was asked under its one key and refunded once.
    expect(new Set(keys).size).toBe(5);
    expect([...refundIds.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(await reversedCredits()).toHaveLength(5);
    const events = await harness.published(PaymentRefundedSchema);
    expect(events.map((event) => event.data.orderId).sort()).toEqual([...orderIds].sort());
  });

  it("finishes a refund the provider made before a crash, without refunding again", async () => {
    const store = await openStore(harness);
    const orderId = await recordSale(harness, store, daysBefore(now(), 8), 1, { fulfilled: false });
    await expire(orderId);
    const cards = harness.deps.cards;
    const crashing: CardPayments = {
      provider: cards.provider,
      createIntent: (input) => cards.createIntent(input),
      retrieve: (id) => cards.retrieve(id),
      async refund(id, key) {
        await cards.refund(id, key);
        throw new Error("connection reset after the refund");
      },
    };
    expect(await pass(crashing)).toEqual({ refunded: 0, failed: 1 });
    expect(await providerStatus(orderId)).toBe("refunded");
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: "paid" });
    expect(await pass()).toEqual({ refunded: 1, failed: 0 });
    expect(await harness.published(PaymentRefundedSchema)).toHaveLength(1);
    expect(await reversedCredits()).toHaveLength(1);
  });

  it("records a refund the provider made before under another key once, and stops asking", async () => {
    const store = await openStore(harness);
    const card = await recordSale(harness, store, daysBefore(now(), 8), 1, { fulfilled: false });
    const wallet = await recordSale(harness, store, daysBefore(now(), 8), 1, { fulfilled: false, method: "wallet" });
    for (const orderId of [card, wallet]) await expire(orderId);
    // Refunded at the provider under keys the job never uses: by hand, or a key the provider forgot.
    const providerIds = await db()
      .select({ orderId: orders.id, id: payments.providerPaymentId })
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paymentId));
    const providerIdOf = (orderId: string) => providerIds.find((row) => row.orderId === orderId)!.id;
    await harness.deps.cards.refund(providerIdOf(card), "refunded-by-hand");
    await harness.deps.wallet.refund(providerIdOf(wallet), "refunded-by-hand");

    expect(await pass()).toEqual({ refunded: 2, failed: 0 });
    expect(await pass()).toEqual({ refunded: 0, failed: 0 });
    expect(await orderRow(card)).toMatchObject({ paymentStatus: "refunded" });
    expect(await orderRow(wallet)).toMatchObject({ paymentStatus: "refunded" });
    const events = await harness.published(PaymentRefundedSchema);
    expect(events.map((event) => event.data.orderId).sort()).toEqual([card, wallet].sort());
    expect(await reversedCredits()).toHaveLength(2);
  });

  it("ignores an expiry heard twice, and one for an order already fulfilled", async () => {
    const store = await openStore(harness);
    const fulfilled = await recordSale(harness, store, daysBefore(now(), 30), 1);
    const unprinted = await recordSale(harness, store, daysBefore(now(), 8), 1, { fulfilled: false });
    await expire(fulfilled, "unfulfilled");
    await expire(unprinted);
    await expire(unprinted);
    expect(await pass()).toEqual({ refunded: 1, failed: 0 });
    expect(await orderRow(fulfilled)).toMatchObject({ paymentStatus: "paid", leadExpiredAt: null });
    expect((await harness.published(PaymentRefundedSchema)).map((event) => event.data.orderId)).toEqual([unprinted]);
  });

  it("takes a credit already paid out back from the store's next withdrawals, once, when its order is refunded", async () => {
    const store = await openStore(harness);
    const paidOut = await recordSale(harness, store, daysBefore(now(), 100), 2, { fulfilled: false });
    // Paid out before credits waited for their order to be printed: a completed withdrawal took it.
    const [earlier] = await db()
      .insert(withdrawals)
      .values({ dispensaryId: store, amount: "8.00", status: "completed", eligibleAt: daysBefore(now(), 10), processedAt: now() })
      .returning();
    await db().update(earnings).set({ withdrawalId: earlier!.id }).where(eq(earnings.orderId, paidOut));
    await recordSale(harness, store, daysBefore(now(), 95), 1);

    await expire(paidOut);
    const passes = await Promise.all([pass(), pass()]);
    expect(passes.reduce((sum, done) => sum + done.refunded, 0)).toBe(1);
    expect(await reversedCredits()).toMatchObject([{ orderId: paidOut, withdrawalId: earlier!.id, recoveredBy: null }]);
    // Owed more than is available: nothing to withdraw, never a negative payout; the rest is carried.
    expect(await readStoreMoney(harness.deps, store)).toMatchObject({
      totalRevenue: 400,
      available: 0,
      reversed: 800,
      owed: 800,
    });
    expect(await requestWithdrawal(harness.deps, owner, { dispensaryId: store })).toMatchObject({ ok: false });
    expect(await reversedCredits()).toMatchObject([{ recoveredBy: null }]);

    await recordSale(harness, store, daysBefore(now(), 92), 3);
    expect(await readStoreMoney(harness.deps, store)).toMatchObject({ totalRevenue: 1600, available: 800, owed: 800 });
    const results = await Promise.all(
      Array.from({ length: 3 }, () => requestWithdrawal(harness.deps, owner, { dispensaryId: store })),
    );
    const taken = results.filter((result) => result.ok);
    expect(taken).toMatchObject([{ value: { amount: 800 } }]);
    expect(await reversedCredits()).toMatchObject([{ orderId: paidOut, recoveredBy: taken[0]!.ok ? taken[0]!.value.id : "" }]);
    expect((await harness.published(WithdrawalRequestedSchema)).map((event) => event.data.amountCents)).toEqual([800]);
    expect(await readStoreMoney(harness.deps, store)).toMatchObject({ totalRevenue: 1600, available: 0, reversed: 800, owed: 0 });
    expect(await harness.published(PaymentRefundedSchema)).toHaveLength(1);
  });

  it("never pays a store for a refunded credit, whichever of the refund and a withdrawal goes first", async () => {
    const store = await openStore(harness);
    const refunded = await recordSale(harness, store, daysBefore(now(), 100), 2);
    await recordSale(harness, store, daysBefore(now(), 95), 1);
    const { paymentId } = await orderRow(refunded);
    const [withdrawal] = await Promise.all([
      requestWithdrawal(harness.deps, owner, { dispensaryId: store }),
      markRefunded(harness.deps, paymentId, "order_not_fulfilled"),
    ]);
    expect(withdrawal.ok).toBe(true);
    const paid = withdrawal.ok ? withdrawal.value.amount : 0;
    const money = await readStoreMoney(harness.deps, store);
    // Paid with the credit (then owed back) or without it: the store keeps $4 either way.
    expect(paid - money.owed).toBe(400);
    expect(money).toMatchObject({ totalRevenue: 400, reversed: 800, available: 0 });
    expect(await reversedCredits()).toHaveLength(1);
  });

  it("never withdraws the credit of an order not yet printed, even past its 90 days", async () => {
    const store = await openStore(harness);
    await recordSale(harness, store, daysBefore(now(), 120), 1);
    const unprinted = await recordSale(harness, store, daysBefore(now(), 100), 2, { fulfilled: false });
    const expired = await recordSale(harness, store, daysBefore(now(), 95), 3, { fulfilled: false });
    expect(await readStoreMoney(harness.deps, store)).toMatchObject({ totalRevenue: 2400, available: 400, held: 2000 });

    const first = await requestWithdrawal(harness.deps, owner, { dispensaryId: store });
    expect(first).toMatchObject({ ok: true, value: { amount: 400 } });

    // Refunded, its credit is reversed and never withdrawn; printed, the other one becomes available.
    await expire(expired);
    await pass();
    await harness.deliver(OrderFulfilledSchema, unprinted, {
      orderId: unprinted,
      merchantId: "4f1b5d8e-2c3a-4b6d-9e8f-0a1b2c3d4e5f",
      fulfilledAt: timestampFromDate(now()),
      merchantEarningsCents: 3200,
    });
    expect(await readStoreMoney(harness.deps, store)).toMatchObject({
      totalRevenue: 1200,
      available: 800,
      held: 0,
      reversed: 1200,
    });
    const second = await requestWithdrawal(harness.deps, owner, { dispensaryId: store });
    expect(second).toMatchObject({ ok: true, value: { amount: 800 } });
    const reversed = await reversedCredits();
    expect(reversed).toMatchObject([{ orderId: expired, withdrawalId: null }]);
  });
});
