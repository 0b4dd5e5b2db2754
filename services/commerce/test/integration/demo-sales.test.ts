import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { testDatabase } from "@highcotton/kit/testing";
import { OrderFulfilledSchema, OrderPlacedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { requestWithdrawal } from "../../src/application/request-withdrawal.ts";
import { type DemoSalesOptions, seedDemoSales } from "../../src/application/seed-demo-sales.ts";
import { readStoreMoney } from "../../src/application/store-money.ts";
import { earnings, orders, payments } from "../../src/db/schema.ts";
import { DAY_MS } from "../support/commerce-harness.ts";
import {
  daysBefore,
  openStore,
  owner,
  type StoreMoneyHarness,
  startStoreMoneyHarness,
  stranger,
} from "../support/store-ledger.ts";

const postgres = testDatabase("commerce_demo_sales");

postgres.describe("demo sales", (open) => {
  let harness: StoreMoneyHarness;
  const now = () => harness.at.now;
  const db = () => harness.database.db;
  const seed = (options: DemoSalesOptions = { waitMs: 5_000, pollMs: 10 }) => seedDemoSales(harness.deps, options);
  const designsOf = (dispensaryId: string, count: number) =>
    harness.seedDesigns(Array.from({ length: count }, (_, index) => ({ dispensaryId, name: `Greenleaf Classic ${index + 1}` })));

  beforeAll(async () => {
    harness = await startStoreMoneyHarness(open);
    return () => harness.stop();
  });

  beforeEach(() => harness.reset());

  it("gives greenleaf past sales, some withdrawable and some held, written as real sales", async () => {
    const greenleaf = await openStore(harness);
    const other = await openStore(harness, stranger.id, "Flatirons Flower Co.");
    await designsOf(greenleaf, 3);
    await designsOf(other, 3);

    await seed();

    // Nothing is withdrawable until a print shop prints it: the demo print shop fulfils the oldest.
    expect((await readStoreMoney(harness.deps, greenleaf)).available).toBe(0);
    const [oldest] = (await db().select().from(orders).where(eq(orders.dispensaryId, greenleaf))).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    await harness.deliver(OrderFulfilledSchema, oldest!.id, {
      orderId: oldest!.id,
      merchantId: randomUUID(),
      fulfilledAt: timestampFromDate(now()),
    });
    const money = await readStoreMoney(harness.deps, greenleaf);
    expect(money.available).toBeGreaterThan(0);
    expect(money.held).toBeGreaterThan(0);
    expect(money.totalRevenue).toBe(money.available + money.held);
    expect(money.nextEligibleAt!.getTime()).toBeGreaterThan(now().getTime());

    const placed = await db().select().from(orders).where(eq(orders.dispensaryId, greenleaf));
    expect(placed.length).toBeGreaterThanOrEqual(4);
    expect(placed.every((order) => order.createdAt < now() && order.paymentStatus === "paid")).toBe(true);
    expect(placed.some((order) => order.createdAt <= daysBefore(now(), 90))).toBe(true);
    const paid = await db().select().from(payments);
    expect(paid).toHaveLength(placed.length);
    for (const payment of paid) {
      expect(payment).toMatchObject({ provider: "offline_card", method: "card", status: "succeeded" });
      expect(payment.providerPaymentId).toMatch(/^pi_offline_demo_/);
      // The offline provider knows the charge, so the sale can be refunded.
      expect(await harness.deps.cards.retrieve(payment.providerPaymentId)).toMatchObject({ status: "succeeded" });
      expect(placed.map((order) => order.id)).toContain(payment.orderId);
    }
    // $4 a shirt, each credit held 90 days from its order.
    const credits = await db().select().from(earnings).innerJoin(orders, eq(earnings.orderId, orders.id));
    expect(credits.length).toBeGreaterThanOrEqual(placed.length);
    for (const { store_earnings: credit, orders: order } of credits) {
      expect(credit.eligibleAt.getTime()).toBe(order.createdAt.getTime() + 90 * DAY_MS);
    }
    expect(await harness.published(OrderPlacedSchema)).toHaveLength(placed.length);
    expect(await db().select().from(orders).where(eq(orders.dispensaryId, other))).toEqual([]);

    // The owner can try a withdrawal at once.
    expect(await requestWithdrawal(harness.deps, owner, { dispensaryId: greenleaf })).toMatchObject({
      ok: true,
      value: { amount: money.available },
    });
  });

  it("adds nothing when it runs again, even at the same time", async () => {
    const greenleaf = await openStore(harness);
    await designsOf(greenleaf, 2);
    await Promise.all([seed(), seed()]);
    const placed = await db().select().from(orders);
    // Each demo order has its own date: a second run's orders would repeat them.
    expect(new Set(placed.map((order) => order.createdAt.getTime())).size).toBe(placed.length);
    const before = await readStoreMoney(harness.deps, greenleaf);

    await seed();
    expect(await db().select().from(orders)).toHaveLength(placed.length);
    expect(await readStoreMoney(harness.deps, greenleaf)).toEqual(before);
  });

  it("waits for the store and its designs to arrive from catalog", async () => {
    const seeding = seed({ waitMs: 30_000, pollMs: 10 });
    await sleep(50);
    const greenleaf = await openStore(harness);
    await sleep(50);
    expect(await db().select().from(orders)).toEqual([]);
    await designsOf(greenleaf, 2);
    await seeding;
    expect((await readStoreMoney(harness.deps, greenleaf)).totalRevenue).toBeGreaterThan(0);
  });

  it("gives up, saying so, when the designs never come", async () => {
    await openStore(harness);
    await expect(seed({ waitMs: 100, pollMs: 10 })).rejects.toThrow(
      "Greenleaf Dispensary or its designs did not reach commerce within 0.1 s",
    );
    expect(await db().select().from(orders)).toEqual([]);
  });
});
