import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { testDatabase } from "@highcotton/kit/testing";
import { OrderPlacedSchema } from "@highcotton/proto";
import { pino } from "pino";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadItems, leads } from "../../src/db/schema.ts";
import { messages } from "../../src/domain/messages.ts";
import {
  DAY_MS,
  type FulfillmentHarness,
  MINUTE_MS,
  orderLine,
  startFulfillmentHarness,
} from "../support/fulfillment-harness.ts";
import { errorOf, lapse, leadSteps, paidMerchant } from "../support/lead-steps.ts";

const postgres = testDatabase("fulfillment_leads");

/** What the service logged, one parsed line each. */
const logLines: Array<{ level: number; msg: string; [key: string]: unknown }> = [];
const logger = pino(
  { level: "info" },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);
const WARN = 40;

postgres.describe("order leads", (open) => {
  let harness: FulfillmentHarness;
  let steps: ReturnType<typeof leadSteps>;
  const db = () => harness.database.db;

  beforeAll(async () => {
    harness = await startFulfillmentHarness(open, { deps: { logger } });
    steps = leadSteps(harness);
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    logLines.length = 0;
  });

  /** Places an order placed `minutesAgo` before now. */
  const placeOrderAgo = (minutesAgo: number, overrides: Parameters<FulfillmentHarness["placeOrder"]>[0] = {}) =>
    harness.placeOrder({
      placedAt: timestampFromDate(new Date(harness.clock.now().getTime() - minutesAgo * MINUTE_MS)),
      ...overrides,
    });

  describe("from OrderPlaced", () => {
    it("records a pending lead with its lines, the order's date and $16 a shirt", async () => {
      const placedAt = new Date(harness.clock.now().getTime() - 3 * DAY_MS);
      const lines = [
        orderLine({ size: "L", color: "white", quantity: 2 }),
        orderLine({ designName: "Rocky Haze", size: "XL", color: "", quantity: 1 }),
      ];
      const orderId = await harness.placeOrder({ lines, placedAt: timestampFromDate(placedAt) });

      const [lead, ...others] = await db().select().from(leads);
      expect(others).toEqual([]);
      expect(lead).toMatchObject({
        orderId,
        dispensaryId: lines[0]!.dispensaryId,
        status: "pending",
        merchantId: null,
        customerName: "Jordan Rivera",
        customerEmail: "jordan@example.test",
        shippingAddress: "2231 Champa St",
        shippingCity: "Denver",
        shippingState: "CO",
        shippingZip: "80205",
        totalCents: 7500,
        merchantEarningsCents: 4800,
        placedAt,
        acceptedAt: null,
        fulfilledAt: null,
      });
      const items = await db().select().from(leadItems);
      expect(
        items
          .sort((a, b) => a.position - b.position)
          .map((item) => [
            item.position,
            item.designId,
            item.designName,
            item.frontImageUrl,
            item.printFileUrl,
            item.size,
            item.color,
            item.quantity,
          ]),
      ).toEqual(
        lines.map((line, position) => [
          position,
          line.designId,
          line.designName,
          line.frontImageUrl,
          line.printFileUrl,
          line.size,
          // An order announced before shoppers chose a colour was for a black shirt.
          line.color || "black",
          line.quantity,
        ]),
      );
    });

    it("makes one lead of an order announced twice", async () => {
      const orderId = await harness.placeOrder({ lines: [orderLine({ quantity: 2 })] });
      // Another event id for the same order: the inbox lets it through, the lead's key does not.
      await harness.placeOrder({ orderId, lines: [orderLine({ quantity: 2 })] });
      expect(await db().select().from(leads)).toHaveLength(1);
      expect(await db().select().from(leadItems)).toHaveLength(1);
    });

    it("pays $16 a shirt even when the order announces another figure, and says so", async () => {
      const orderId = await harness.placeOrder({ lines: [orderLine({ quantity: 3 })], merchantEarningsCents: 9999 });
      const [lead] = await db().select().from(leads);
      expect(lead?.merchantEarningsCents).toBe(4800);
      const warning = logLines.find((line) => line.level === WARN && line.orderId === orderId);
      expect(warning).toMatchObject({ announced: 9999, computed: 4800 });
    });

    it.each([
      ["no lines", { lines: [] }],
      ["a line without a print file", { lines: [orderLine(), orderLine({ printFileUrl: "" })] }],
      ["a size no shirt comes in", { lines: [orderLine({ size: "XXS" })] }],
      ["no shirts on a line", { lines: [orderLine({ quantity: 0 })] }],
      ["no customer name", { customerName: " " }],
      ["a state that is not a state code", { shippingState: "Colorado" }],
      ["an order id that is not one", { orderId: "order-1" }],
    ])("logs and leaves out an order with %s, writing nothing of it", async (_case, order) => {
      const outcome = await harness.deliver(OrderPlacedSchema, randomUUID(), {
        orderId: randomUUID(),
        lines: [orderLine()],
        customerName: "Jordan Rivera",
        customerEmail: "jordan@example.test",
        shippingAddress: "2231 Champa St",
        shippingCity: "Denver",
        shippingState: "CO",
        shippingZip: "80205",
        totalCents: 2500,
        merchantEarningsCents: 1600,
        placedAt: timestampFromDate(harness.clock.now()),
        ...order,
      });
      // Handled (not retried or parked): the order can never become a lead.
      expect(outcome).toBe("processed");
      expect(await db().select().from(leads)).toEqual([]);
      expect(await db().select().from(leadItems)).toEqual([]);
      expect(logLines.some((line) => line.msg === "order skipped: not a lead")).toBe(true);
    });
  });

  describe("a merchant's lists", () => {
    it("need a signed-in merchant", async () => {
      expect(errorOf(await steps.merchantOrders())).toEqual({ code: "UNAUTHENTICATED", message: messages.signInRequired });
      const consumer = await harness.account("merchant");
      expect(errorOf(await steps.merchantOrders(consumer.headers))).toEqual({
        code: "NOT_FOUND",
        message: messages.merchantNotFound,
      });
    });

    it("show every pending lead, the merchant's state first, then the oldest, without the address", async () => {
      const me = await paidMerchant(harness, { state: "CO" });
      const texasOld = await placeOrderAgo(50, { shippingState: "TX", shippingCity: "Austin" });
      const denverNew = await placeOrderAgo(10);
      const denverOld = await placeOrderAgo(30, { lines: [orderLine({ quantity: 2 }), orderLine()] });
      const texasNew = await placeOrderAgo(5, { shippingState: "TX", shippingCity: "Austin" });

      const { data } = await steps.merchantOrders(me.headers);
      expect(data?.merchantOrders.pending.map((lead) => lead.orderId)).toEqual([denverOld, denverNew, texasOld, texasNew]);
      expect(data?.merchantOrders.pending.map((lead) => lead.inYourState)).toEqual([true, true, false, false]);
      expect(data?.merchantOrders.active).toEqual([]);
      expect(data?.merchantOrders.fulfilled).toEqual([]);
      const lead = data!.merchantOrders.pending[0]!;
      expect(lead).toMatchObject({
        shortId: denverOld.slice(0, 8).toUpperCase(),
        status: "pending",
        customerName: "Jordan Rivera",
        shippingCity: "Denver",
        shippingState: "CO",
        shippingAddress: null,
        shippingZip: null,
        customerEmail: null,
        shirtCount: 3,
        merchantEarnings: "48.00",
        acceptedAt: null,
      });
      expect(lead.items.map((item) => [item.quantity, item.printFileUrl])).toEqual([
        [2, null],
        [1, null],
      ]);
      expect(lead.items[0]?.frontImageUrl).toMatch(/front\.webp$/);
    });

    it("show at most 100 pending leads, keeping the merchant's state first", async () => {
      const me = await paidMerchant(harness, { state: "CO" });
      for (let i = 0; i < 100; i++) await placeOrderAgo(200 - i, { shippingState: "TX" });
      const home = await placeOrderAgo(1);
      const { data } = await steps.merchantOrders(me.headers);
      expect(data?.merchantOrders.pending).toHaveLength(100);
      expect(data?.merchantOrders.pending[0]?.orderId).toBe(home);
    });

    it("answer only the first `first` pending leads, the merchant's state first, and all its own leads", async () => {
      const me = await paidMerchant(harness, { state: "CO" });
      const texas = [];
      for (let i = 0; i < 4; i++) texas.push(await placeOrderAgo(60 - i, { shippingState: "TX" }));
      const home = await placeOrderAgo(1);
      const accepted = await placeOrderAgo(90);
      await steps.acceptOrder(accepted, me.headers);

      const { data } = await steps.merchantOrders(me.headers, 3);
      expect(data?.merchantOrders.pending.map((lead) => lead.orderId)).toEqual([home, texas[0], texas[1]]);
      expect(data?.merchantOrders.active.map((lead) => lead.orderId)).toEqual([accepted]);
      const all = await steps.merchantOrders(me.headers);
      expect(all.data?.merchantOrders.pending.map((lead) => lead.orderId)).toEqual([home, ...texas]);
    });

    it.each([0, 101, -1])("refuse to answer %i pending leads at a time", async (first) => {
      const me = await paidMerchant(harness);
      expect(errorOf(await steps.merchantOrders(me.headers, first))).toEqual({
        code: "BAD_USER_INPUT",
        message: messages.pendingFirstInvalid,
      });
    });

    it("show only the merchant's own accepted leads, the oldest accepted first, with the address", async () => {
      const me = await paidMerchant(harness);
      const rival = await paidMerchant(harness, { businessName: "Rival Prints" });
      const [first, second, theirs, waiting] = [
        await placeOrderAgo(40),
        await placeOrderAgo(30),
        await placeOrderAgo(20),
        await placeOrderAgo(10),
      ];
      // Accepted in a different order from the one they were placed in.
      expect((await steps.acceptOrder(second!, me.headers)).errors).toBeUndefined();
      harness.clock.advance(MINUTE_MS);
      expect((await steps.acceptOrder(first!, me.headers)).errors).toBeUndefined();
      expect((await steps.acceptOrder(theirs!, rival.headers)).errors).toBeUndefined();

      const { data } = await steps.merchantOrders(me.headers);
      expect(data?.merchantOrders.pending.map((lead) => lead.orderId)).toEqual([waiting]);
      expect(data?.merchantOrders.active.map((lead) => lead.orderId)).toEqual([second, first]);
      expect(data?.merchantOrders.active[0]).toMatchObject({
        status: "assigned",
        shippingAddress: "2231 Champa St",
        shippingZip: "80205",
        customerEmail: "jordan@example.test",
      });
      expect(data?.merchantOrders.active[0]?.items[0]?.printFileUrl).toMatch(/print\.png$/);
      const rivals = await steps.merchantOrders(rival.headers);
      expect(rivals.data?.merchantOrders.active.map((lead) => lead.orderId)).toEqual([theirs]);
    });

    it("show the merchant's fulfilled leads newest first, the last 50", async () => {
      const me = await paidMerchant(harness);
      const orders: string[] = [];
      for (let i = 0; i < 51; i++) {
        const orderId = await placeOrderAgo(100 - i);
        expect((await steps.acceptOrder(orderId, me.headers)).errors).toBeUndefined();
        expect((await steps.fulfillOrder(orderId, me.headers)).errors).toBeUndefined();
        harness.clock.advance(MINUTE_MS);
        orders.push(orderId);
      }
      const { data } = await steps.merchantOrders(me.headers);
      expect(data?.merchantOrders.fulfilled.map((lead) => lead.orderId)).toEqual(orders.slice(1).reverse());
      expect(data?.merchantOrders.fulfilled[0]).toMatchObject({ status: "fulfilled", shippingAddress: "2231 Champa St" });
      expect(data?.merchantOrders.active).toEqual([]);
    });

    it("show no pending leads while the subscription is inactive, but still the merchant's own", async () => {
      const me = await paidMerchant(harness);
      const mine = await placeOrderAgo(20);
      await placeOrderAgo(10);
      expect((await steps.acceptOrder(mine, me.headers)).errors).toBeUndefined();
      await lapse(harness, me);

      const { data } = await steps.merchantOrders(me.headers);
      expect(data?.merchantOrders.pending).toEqual([]);
      expect(data?.merchantOrders.active.map((lead) => lead.orderId)).toEqual([mine]);
    });
  });
});
