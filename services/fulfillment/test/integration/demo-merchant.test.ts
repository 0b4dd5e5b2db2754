import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { CardSubscriptions } from "@highcotton/billing";
import { testDatabase } from "@highcotton/kit/testing";
import { OrderAcceptedSchema, OrderFulfilledSchema, UserRegisteredSchema } from "@highcotton/proto";
import { asc } from "drizzle-orm";
import { pino } from "pino";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { type DemoMerchantOptions, seedDemoMerchant } from "../../src/application/seed-demo-merchant.ts";
import { leads, merchantEarnings, merchants } from "../../src/db/schema.ts";
import { DAY_MS, type FulfillmentHarness, orderLine, startFulfillmentHarness } from "../support/fulfillment-harness.ts";
import { leadSteps } from "../support/lead-steps.ts";

const postgres = testDatabase("fulfillment_demo_merchant");

const logLines: Array<{ level: number; msg: string }> = [];
const logger = pino(
  { level: "info" },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);

/** Greenleaf's past sales as commerce's demo sales announce them (days ago, shirts). */
const DEMO_SALES: Array<[number, number]> = [
  [120, 3],
  [100, 1],
  [95, 2],
  [18, 2],
  [4, 1],
];

postgres.describe("the demo merchant", (open) => {
  let harness: FulfillmentHarness;
  const db = () => harness.database.db;
  const seed = (options: DemoMerchantOptions = { waitMs: 5_000, pollMs: 10 }) => seedDemoMerchant(harness.deps, options);

  beforeAll(async () => {
    harness = await startFulfillmentHarness(open, { deps: { logger } });
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    logLines.length = 0;
  });

  /** Identity's seed registers inkhouse; answers its sign-in headers. */
  const registerInkhouse = async () => {
    const userId = randomUUID();
    await harness.deliver(UserRegisteredSchema, userId, {
      userId,
      username: "inkhouse",
      email: "print@inkhouse.test",
      role: "merchant",
      registeredAt: timestampFromDate(harness.clock.now()),
    });
    return {
      userId,
      headers: { authorization: `Bearer ${harness.tokens.sign({ id: userId, username: "inkhouse", role: "merchant" })}` },
    };
  };

  /** Commerce's demo sales arrive; answers their order ids, oldest first. */
  const demoSales = async () => {
    const orderIds: string[] = [];
    for (const [daysAgo, shirts] of DEMO_SALES) {
      const placedAt = new Date(harness.clock.now().getTime() - daysAgo * DAY_MS);
      orderIds.push(
        await harness.placeOrder({ lines: [orderLine({ quantity: shirts })], placedAt: timestampFromDate(placedAt) }),
      );
    }
    return orderIds;
  };

  const snapshot = async () => ({
    merchants: await db().select().from(merchants),
    leads: await db().select().from(leads).orderBy(asc(leads.orderId)),
    earnings: await db().select().from(merchantEarnings),
  });

  it("signs up Ink House, which has accepted the two oldest leads and fulfilled the oldest", async () => {
    const inkhouse = await registerInkhouse();
    const [oldest, next, ...waiting] = await demoSales();

    await seed();

    const [merchant, ...others] = await db().select().from(merchants);
    expect(others).toEqual([]);
    expect(merchant).toMatchObject({
      userId: inkhouse.userId,
      businessName: "Ink House Printing",
      address: "3100 Brighton Blvd",
      city: "Denver",
      state: "CO",
      zip: "80216",
      provider: "offline",
      subscriptionStatus: "active",
      isActive: true,
      // The oldest sale's 3 shirts at $16.
      totalRevenue: "48.00",
      availableBalance: "48.00",
    });

    const { data } = await leadSteps(harness).merchantOrders(inkhouse.headers);
    expect(data?.merchantOrders.fulfilled.map((lead) => lead.orderId)).toEqual([oldest]);
    expect(data?.merchantOrders.active.map((lead) => lead.orderId)).toEqual([next]);
    expect(data?.merchantOrders.pending.map((lead) => lead.orderId).sort()).toEqual([...waiting].sort());
    expect((await harness.published(OrderAcceptedSchema)).map((event) => event.data.orderId)).toEqual([oldest, next]);
    expect((await harness.published(OrderFulfilledSchema)).map((event) => event.data.orderId)).toEqual([oldest]);
  });

  it("changes nothing when it runs again, even at the same time", async () => {
    await registerInkhouse();
    await demoSales();
    await Promise.all([seed(), seed()]);
    const before = await snapshot();
    expect(before.merchants).toHaveLength(1);
    expect(before.leads.filter((lead) => lead.status !== "pending")).toHaveLength(2);

    await seed();
    expect(await snapshot()).toEqual(before);
    expect(await harness.published(OrderAcceptedSchema)).toHaveLength(2);
    expect(await harness.published(OrderFulfilledSchema)).toHaveLength(1);
  });

  it("waits for the account and the demo orders to arrive", async () => {
    const seeding = seed({ waitMs: 30_000, pollMs: 10 });
    await sleep(50);
    const inkhouse = await registerInkhouse();
    await sleep(50);
    const [oldest] = await demoSales();
    await seeding;
    expect(await db().select().from(merchants)).toHaveLength(1);
    const { data } = await leadSteps(harness).merchantOrders(inkhouse.headers);
    expect(data?.merchantOrders.fulfilled.map((lead) => lead.orderId)).toEqual([oldest]);
  });

  it("gives up, saying so, when the account never comes", async () => {
    await demoSales();
    await seed({ waitMs: 100, pollMs: 10 });
    expect(await db().select().from(merchants)).toEqual([]);
    expect(logLines.some((line) => line.msg.includes("the inkhouse account did not reach fulfillment"))).toBe(true);
  });

  it("stops waiting when the system stops", async () => {
    const stopping = new AbortController();
    const seeding = seed({ waitMs: 60_000, pollMs: 10, signal: stopping.signal });
    await sleep(30);
    stopping.abort();
    await seeding;
    expect(await db().select().from(merchants)).toEqual([]);
  });
});

postgres.describe("the demo merchant with Stripe billing", (open) => {
  let harness: FulfillmentHarness;
  const stripe: CardSubscriptions = {
    provider: "stripe",
    subscribe: () => Promise.reject(new Error("no Stripe in this test")),
    resume: () => Promise.reject(new Error("no Stripe in this test")),
    cancel: () => Promise.reject(new Error("no Stripe in this test")),
    setCancelAtPeriodEnd: () => Promise.reject(new Error("no Stripe in this test")),
    changeCard: () => Promise.reject(new Error("no Stripe in this test")),
  };

  beforeAll(async () => {
    harness = await startFulfillmentHarness(open, { deps: { logger, subscriptions: stripe, offline: undefined } });
    return () => harness.stop();
  });

  it("is left for a real sign-up with a card, saying so", async () => {
    logLines.length = 0;
    const userId = randomUUID();
    await harness.deliver(UserRegisteredSchema, userId, {
      userId,
      username: "inkhouse",
      email: "print@inkhouse.test",
      role: "merchant",
      registeredAt: timestampFromDate(harness.clock.now()),
    });
    await seedDemoMerchant(harness.deps, { waitMs: 5_000, pollMs: 10 });
    expect(await harness.database.db.select().from(merchants)).toEqual([]);
    expect(logLines.some((line) => line.msg.includes("Stripe bills merchants"))).toBe(true);
  });
});
