// The refund job's pass over many withdrawn orders, measured for `npm run bench` (cli/src/bench):
// commerce on a throwaway PostgreSQL server with the offline card and wallet providers, its
// orders recorded as a paid sale records them and withdrawn as OrderLeadExpired announces it.
import { performance } from "node:perf_hooks";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { openDatabase } from "@highcotton/kit";
import { startTestPostgres } from "@highcotton/kit/testing";
import { OrderLeadExpiredSchema, PaymentRefundedSchema } from "@highcotton/proto";
import { refundExpiredOrders } from "../../src/application/refund-expired-orders.ts";
import { daysBefore, openStore, recordSale, type StoreMoneyHarness, startStoreMoneyHarness } from "../support/store-ledger.ts";

/** How long passes of the refund job took, in milliseconds (medians where repeated). */
export interface RefundPassFigures {
  /** A pass with nothing to refund: the query alone. */
  idleMs: number;
  /** A pass over one withdrawn order, the median of `repeats`. */
  oneOrderMs: number;
  repeats: number;
  /** One pass over `orders` withdrawn orders. */
  ordersMs: number;
  orders: number;
}

/**
 * Times the idle pass and a one-order pass (each the median of `repeats`), then one pass over
 * `orders` withdrawn orders, a quarter paid by wallet. Throws unless each order was refunded and
 * announced exactly once.
 */
export async function measureRefundPass({ orders = 1000, repeats = 20 } = {}): Promise<RefundPassFigures> {
  const postgres = await startTestPostgres();
  let harness: StoreMoneyHarness | undefined;
  try {
    harness = await startStoreMoneyHarness(async () => openDatabase({ url: await postgres.createDatabase("bench_refunds") }));
    const running = harness;
    const store = await openStore(running);
    const soldAt = daysBefore(running.at.now, 8);
    const withdraw = async (count: number) => {
      const expiredAt = timestampFromDate(running.at.now);
      for (let i = 0; i < count; i++) {
        const orderId = await recordSale(running, store, soldAt, 1, {
          fulfilled: false,
          method: i % 4 === 0 ? "wallet" : "card",
        });
        await running.deliver(OrderLeadExpiredSchema, orderId, { orderId, reason: "unaccepted", expiredAt });
      }
    };
    const timedPass = async (expected: number) => {
      const started = performance.now();
      const pass = await refundExpiredOrders(running.deps);
      const elapsed = performance.now() - started;
      if (pass.refunded !== expected || pass.failed !== 0) {
        throw new Error(`a pass over ${expected} withdrawn orders refunded ${pass.refunded} and failed ${pass.failed}`);
      }
      return elapsed;
    };

    const idle: number[] = [];
    const one: number[] = [];
    for (let round = 0; round < repeats; round++) {
      idle.push(await timedPass(0));
      await withdraw(1);
      one.push(await timedPass(1));
    }
    await withdraw(orders);
    const ordersMs = await timedPass(orders);
    await timedPass(0);
    const announced = await running.published(PaymentRefundedSchema);
    const distinct = new Set(announced.map((event) => event.data.orderId)).size;
    if (announced.length !== orders + repeats || distinct !== orders + repeats) {
      throw new Error(`${announced.length} refunds announced for ${distinct} of ${orders + repeats} orders`);
    }
    return { idleMs: median(idle), oneOrderMs: median(one), repeats, ordersMs, orders };
  } finally {
    await harness?.stop();
    await postgres.stop();
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
