import { performance } from "node:perf_hooks";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { testDatabase } from "@highcotton/kit/testing";
import { OrderLeadExpiredSchema, PaymentRefundedSchema } from "@highcotton/proto";
import { eq, isNotNull } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { refundExpiredOrders } from "../../src/application/refund-expired-orders.ts";
import { earnings, orders } from "../../src/db/schema.ts";
import { daysBefore, openStore, recordSale, type StoreMoneyHarness, startStoreMoneyHarness } from "../support/store-ledger.ts";

const ORDERS = 1000;
const postgres = testDatabase("commerce_refund_load");

// A measurement, not a limit: how long one pass of the refund job takes for 1,000 withdrawn orders
// (printed to the log; no assertion on time), and that it refunds each exactly once.
postgres.describe("the refund job under load", (open) => {
  let harness: StoreMoneyHarness;

  beforeAll(async () => {
    harness = await startStoreMoneyHarness(open);
    return () => harness.stop();
  });

  it(`refunds ${ORDERS} withdrawn orders in one pass, each once`, { timeout: 600_000 }, async () => {
    const store = await openStore(harness);
    const soldAt = daysBefore(harness.at.now, 8);
    const orderIds: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      orderIds.push(await recordSale(harness, store, soldAt, 1, { fulfilled: false, method: i % 4 === 0 ? "wallet" : "card" }));
    }
    const expiredAt = timestampFromDate(harness.at.now);
    for (const orderId of orderIds) {
      await harness.deliver(OrderLeadExpiredSchema, orderId, { orderId, reason: "unaccepted", expiredAt });
    }

    const started = performance.now();
    const pass = await refundExpiredOrders(harness.deps);
    const elapsedMs = performance.now() - started;
    console.info(
      `refund job: one pass refunded ${pass.refunded} of ${ORDERS} withdrawn orders in ${(elapsedMs / 1000).toFixed(2)} s ` +
        `(${(elapsedMs / ORDERS).toFixed(1)} ms an order)`,
    );

    expect(pass).toEqual({ refunded: ORDERS, failed: 0 });
    expect(await refundExpiredOrders(harness.deps)).toEqual({ refunded: 0, failed: 0 });
    expect(await harness.database.db.$count(orders, eq(orders.paymentStatus, "refunded"))).toBe(ORDERS);
    expect(await harness.database.db.$count(earnings, isNotNull(earnings.reversedAt))).toBe(ORDERS);
    const events = await harness.published(PaymentRefundedSchema);
    expect(new Set(events.map((event) => event.data.orderId)).size).toBe(ORDERS);
    expect(events).toHaveLength(ORDERS);
  });
});
