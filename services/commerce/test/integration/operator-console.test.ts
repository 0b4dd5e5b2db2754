import { randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { LEAD_DEADLINE_DEFAULTS } from "@highcotton/fulfillment/contract";
import { errorOf, RecordingPayouts, testDatabase, testTokens } from "@highcotton/kit/testing";
import { OrderAcceptedSchema, OrderLeadExpiredSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { payWithdrawals } from "../../src/application/pay-withdrawals.ts";
import { refundExpiredOrders } from "../../src/application/refund-expired-orders.ts";
import { markRefunded } from "../../src/application/refund-payment.ts";
import { requestWithdrawal } from "../../src/application/request-withdrawal.ts";
import { messages } from "../../src/contract/index.ts";
import { orders } from "../../src/db/schema.ts";
import { DAY_MS } from "../support/commerce-harness.ts";
import {
  daysBefore,
  openStore,
  owner,
  recordSale,
  type StoreMoneyHarness,
  signedIn,
  startStoreMoneyHarness,
  stranger,
} from "../support/store-ledger.ts";

const HOUR_MS = 60 * 60_000;
const STALE = `query ($olderThanHours: Int, $first: Int, $offset: Int) {
  staleOrders(olderThanHours: $olderThanHours, first: $first, offset: $offset) {
    total olderThanHours items { id placedAt amountCents dispensaryId storeName shippingState leadReturnedAt leadExpiredAt } } }`;
const REFUNDED = `query ($withinDays: Int) { refundedOrders(withinDays: $withinDays) {
  total items { id placedAt refundedAt amountCents reason dispensaryId storeName shippingState } } }`;
const WITHDRAWALS = `query ($first: Int, $offset: Int) { unpaidStoreWithdrawals(first: $first, offset: $offset) {
  total items { id dispensaryId storeName amountCents status attempts lastError requestedAt nextAttemptAt } } }`;

const postgres = testDatabase("commerce_operator_console");

postgres.describe("the operator console's orders and store payouts", (open) => {
  let harness: StoreMoneyHarness;
  let operatorHeaders: Record<string, string>;
  let cliHeaders: Record<string, string>;
  const now = () => harness.at.now;
  const hoursBefore = (hours: number) => new Date(now().getTime() - hours * HOUR_MS);
  const db = () => harness.database.db;
  const paymentOf = async (orderId: string) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentId;

  beforeAll(async () => {
    harness = await startStoreMoneyHarness(open);
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
    operatorHeaders = signedIn(harness.tokens, { id: randomUUID(), username: "olive", role: "operator", sessionId: "s-olive" });
    cliHeaders = { authorization: `Bearer ${harness.tokens.signOperator("cli")}` };
  });

  describe("who may look", () => {
    it.each([
      ["signed out", () => ({})],
      ["a store owner", () => signedIn(harness.tokens, owner)],
      ["a forged operator token", () => ({ authorization: `Bearer ${testTokens().signOperator("mallory")}` })],
    ])("refuses %s with FORBIDDEN", async (_who, headersOf) => {
      for (const query of [STALE, REFUNDED, WITHDRAWALS]) {
        expect(errorOf(await harness.graph(query, {}, headersOf()))).toEqual({
          code: "FORBIDDEN",
          message: messages.operatorsOnly,
        });
      }
    });

    it("answers an operator account and the CLI's operator token alike", async () => {
      for (const headers of [operatorHeaders, cliHeaders]) {
        for (const query of [STALE, REFUNDED, WITHDRAWALS])
          expect((await harness.graph(query, {}, headers)).errors).toBeUndefined();
      }
    });
  });

  it("lists paid orders no print shop took for the re-offer time, the oldest first, with those being refunded", async () => {
    const store = await openStore(harness);
    const waiting3Days = await recordSale(harness, store, hoursBefore(72), 2, { fulfilled: false });
    const waitingAnHour = await recordSale(harness, store, hoursBefore(1), 1, { fulfilled: false });
    await recordSale(harness, store, hoursBefore(120), 1);
    const accepted = await recordSale(harness, store, hoursBefore(96), 1, { fulfilled: false });
    await harness.deliver(OrderAcceptedSchema, accepted, {
      orderId: accepted,
      merchantId: randomUUID(),
      acceptedAt: timestampFromDate(hoursBefore(90)),
    });
    const withdrawn = await recordSale(harness, store, hoursBefore(8 * 24), 1, { fulfilled: false });
    await harness.deliver(OrderLeadExpiredSchema, withdrawn, {
      orderId: withdrawn,
      reason: "unaccepted",
      expiredAt: timestampFromDate(hoursBefore(24)),
    });

    // Taken, never printed, withdrawn: its refund is under way too.
    const unprinted = await recordSale(harness, store, hoursBefore(20 * 24), 1, { fulfilled: false });
    await harness.deliver(OrderAcceptedSchema, unprinted, {
      orderId: unprinted,
      merchantId: randomUUID(),
      acceptedAt: timestampFromDate(hoursBefore(19 * 24)),
    });
    await harness.deliver(OrderLeadExpiredSchema, unprinted, {
      orderId: unprinted,
      reason: "unfulfilled",
      expiredAt: timestampFromDate(hoursBefore(2)),
    });

    const result = await harness.graph<{ staleOrders: Record<string, unknown> }>(STALE, {}, operatorHeaders);
    expect(result.errors).toBeUndefined();
    expect(result.data?.staleOrders).toEqual({
      total: 3,
      olderThanHours: LEAD_DEADLINE_DEFAULTS.reofferAfterHours,
      items: [
        expect.objectContaining({ id: unprinted, leadExpiredAt: hoursBefore(2).toISOString() }),
        expect.objectContaining({ id: withdrawn, leadExpiredAt: hoursBefore(24).toISOString() }),
        {
          id: waiting3Days,
          placedAt: hoursBefore(72).toISOString(),
          amountCents: 5_000,
          dispensaryId: store,
          storeName: "Greenleaf Dispensary",
          shippingState: "CO",
          leadReturnedAt: null,
          leadExpiredAt: null,
        },
      ],
    });
    // A shorter wait finds the newest too, a page at a time.
    const shorter = await harness.graph<{ staleOrders: { total: number; items: Array<{ id: string }> } }>(
      STALE,
      { olderThanHours: 1, first: 1, offset: 3 },
      cliHeaders,
    );
    expect(shorter.data?.staleOrders).toMatchObject({ total: 4, olderThanHours: 1, items: [{ id: waitingAnHour }] });
    expect(errorOf(await harness.graph(STALE, { olderThanHours: 0 }, cliHeaders))).toEqual({
      code: "BAD_USER_INPUT",
      message: messages.staleHoursInvalid,
    });

    // Once refunded it is no longer stale: it is a refund.
    expect(await refundExpiredOrders(harness.deps)).toEqual({ refunded: 2, failed: 0 });
    const after = await harness.graph<{ staleOrders: { items: Array<{ id: string }> } }>(STALE, {}, cliHeaders);
    expect(after.data?.staleOrders.items.map((order) => order.id)).toEqual([waiting3Days]);
  });

  it("lists the last 30 days' refunds, the latest first, with their amount and reason", async () => {
    const store = await openStore(harness);
    const old = await recordSale(harness, store, daysBefore(now(), 60), 1);
    await markRefunded(harness.deps, await paymentOf(old), "Refunded at the payment provider");
    harness.at.now = new Date(now().getTime() + 31 * DAY_MS);
    const unaccepted = await recordSale(harness, store, daysBefore(now(), 8), 3, { fulfilled: false });
    await harness.deliver(OrderLeadExpiredSchema, unaccepted, {
      orderId: unaccepted,
      reason: "unaccepted",
      expiredAt: timestampFromDate(now()),
    });
    await refundExpiredOrders(harness.deps);
    const refundedAt = now();
    harness.at.now = new Date(now().getTime() + HOUR_MS);
    const atProvider = await recordSale(harness, store, daysBefore(now(), 2), 1);
    await markRefunded(harness.deps, await paymentOf(atProvider), "Refunded at the payment provider");

    const result = await harness.graph<{ refundedOrders: Record<string, unknown> }>(REFUNDED, {}, operatorHeaders);
    expect(result.errors).toBeUndefined();
    expect(result.data?.refundedOrders).toEqual({
      total: 2,
      items: [
        expect.objectContaining({ id: atProvider, reason: "refunded_at_provider", amountCents: 2_500 }),
        {
          id: unaccepted,
          placedAt: daysBefore(refundedAt, 8).toISOString(),
          refundedAt: refundedAt.toISOString(),
          amountCents: 7_500,
          reason: "order_not_accepted",
          dispensaryId: store,
          storeName: "Greenleaf Dispensary",
          shippingState: "CO",
        },
      ],
    });
    const year = await harness.graph<{ refundedOrders: { total: number } }>(REFUNDED, { withinDays: 365 }, cliHeaders);
    expect(year.data?.refundedOrders.total).toBe(3);
  });

  it("lists what the payout job has left to pay, with a failed payout's error and next try", async () => {
    const payouts = new RecordingPayouts();
    harness.payouts.current = payouts;
    const paidStore = await openStore(harness, stranger.id, "Paid Store");
    await recordSale(harness, paidStore, daysBefore(now(), 100), 1);
    const paid = await requestWithdrawal(harness.deps, stranger, { dispensaryId: paidStore });
    expect(await payWithdrawals(harness.deps)).toEqual({ completed: 1, failed: 0 });

    const store = await openStore(harness);
    await recordSale(harness, store, daysBefore(now(), 100), 3);
    const failing = await requestWithdrawal(harness.deps, owner, { dispensaryId: store });
    payouts.failure = new Error("No such destination: acct_gone");
    expect(await payWithdrawals(harness.deps)).toEqual({ completed: 0, failed: 1 });
    harness.at.now = new Date(now().getTime() + HOUR_MS);
    await recordSale(harness, store, daysBefore(now(), 100), 1);
    const waiting = await requestWithdrawal(harness.deps, owner, { dispensaryId: store });
    if (!paid.ok || !failing.ok || !waiting.ok) throw new Error("a withdrawal was refused");

    const result = await harness.graph<{ unpaidStoreWithdrawals: Record<string, unknown> }>(WITHDRAWALS, {}, cliHeaders);
    expect(result.errors).toBeUndefined();
    expect(result.data?.unpaidStoreWithdrawals).toEqual({
      total: 2,
      items: [
        {
          id: failing.value.id,
          dispensaryId: store,
          storeName: "Greenleaf Dispensary",
          amountCents: 1_200,
          status: "failed",
          attempts: 1,
          lastError: "No such destination: acct_gone",
          requestedAt: failing.value.requestedAt.toISOString(),
          // One minute after the request: the payout job's first backoff.
          nextAttemptAt: new Date(failing.value.requestedAt.getTime() + 60_000).toISOString(),
        },
        expect.objectContaining({ id: waiting.value.id, status: "pending", attempts: 0, lastError: null, amountCents: 400 }),
      ],
    });
  });
});
