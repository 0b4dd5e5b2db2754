import { randomUUID } from "node:crypto";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { testDatabase } from "@highcotton/kit/testing";
import { OrderAcceptedSchema, OrderFulfilledSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { trackingMessages, trackingNumberMessages } from "../../src/contract/index.ts";
import { leads, merchantEarnings, merchants } from "../../src/db/schema.ts";
import { messages } from "../../src/domain/messages.ts";
import { type FulfillmentHarness, MINUTE_MS, orderLine, startFulfillmentHarness } from "../support/fulfillment-harness.ts";
import { errorOf, lapse, leadSteps, type MerchantAccount, paidMerchant } from "../support/lead-steps.ts";

const postgres = testDatabase("fulfillment_accept");

postgres.describe("accepting and fulfilling leads", (open) => {
  let harness: FulfillmentHarness;
  let steps: ReturnType<typeof leadSteps>;
  let me: MerchantAccount;
  const db = () => harness.database.db;
  const leadRow = async (orderId: string) => (await db().select().from(leads).where(eq(leads.orderId, orderId)))[0];
  const merchantRow = async (merchant: MerchantAccount) =>
    (await db().select().from(merchants).where(eq(merchants.id, merchant.merchantId)))[0]!;

  beforeAll(async () => {
    harness = await startFulfillmentHarness(open);
    steps = leadSteps(harness);
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    me = await paidMerchant(harness);
  });

  describe("accepting", () => {
    it("assigns the lead to the merchant, shows it the address and print files, and tells commerce", async () => {
      const orderId = await harness.placeOrder({
        lines: [orderLine({ quantity: 2, designName: "Mile High Seal Tee", color: "heather-grey", size: "L" })],
      });
      harness.clock.advance(5 * MINUTE_MS);
      const accepted = await steps.acceptOrder(orderId, me.headers);
      expect(accepted.errors).toBeUndefined();
      const lead = accepted.data!.acceptOrder;
      expect(lead).toMatchObject({
        orderId,
        status: "assigned",
        shippingAddress: "2231 Champa St",
        shippingZip: "80205",
        customerEmail: "jordan@example.test",
        shirtCount: 2,
        merchantEarnings: "32.00",
        fulfilledAt: null,
      });
      expect(lead.items[0]?.printFileUrl).toMatch(/print\.png$/);
      expect(lead.items[0]).toMatchObject({
        color: "heather-grey",
        size: "L",
        printFileName: `order-${orderId.slice(0, 8)}-mile-high-seal-tee-heather-grey-L.png`,
      });

      const row = await leadRow(orderId);
      expect(row).toMatchObject({ status: "assigned", merchantId: me.merchantId });
      expect(lead.acceptedAt).toBe(row!.acceptedAt!.toISOString());
      expect(row!.acceptedAt!.getTime()).toBeGreaterThan(row!.placedAt.getTime());

      const events = await harness.published(OrderAcceptedSchema);
      expect(events).toHaveLength(1);
      expect(events[0]?.aggregateId).toBe(orderId);
      expect(events[0]?.data).toMatchObject({ orderId, merchantId: me.merchantId });
      expect(timestampDate(events[0]!.data.acceptedAt!)).toEqual(row!.acceptedAt);
    });

    it("refuses a lead another merchant took first, and the same lead twice", async () => {
      const rival = await paidMerchant(harness, { businessName: "Rival Prints" });
      const orderId = await harness.placeOrder();
      expect((await steps.acceptOrder(orderId, rival.headers)).errors).toBeUndefined();
      const taken = { code: "CONFLICT", message: "This order has already been accepted" };
      expect(errorOf(await steps.acceptOrder(orderId, me.headers))).toEqual(taken);
      expect(errorOf(await steps.acceptOrder(orderId, rival.headers))).toEqual(taken);
      expect(await leadRow(orderId)).toMatchObject({ status: "assigned", merchantId: rival.merchantId });
      expect(await harness.published(OrderAcceptedSchema)).toHaveLength(1);
    });

    it("needs a signed-in merchant with a paid subscription, and an order that exists", async () => {
      const orderId = await harness.placeOrder();
      expect(errorOf(await steps.acceptOrder(orderId))).toEqual({ code: "UNAUTHENTICATED", message: messages.signInRequired });
      const noShop = await harness.account("merchant");
      expect(errorOf(await steps.acceptOrder(orderId, noShop.headers))).toEqual({
        code: "NOT_FOUND",
        message: messages.merchantNotFound,
      });
      const notFound = { code: "NOT_FOUND", message: messages.orderNotFound };
      expect(errorOf(await steps.acceptOrder(randomUUID(), me.headers))).toEqual(notFound);
      expect(errorOf(await steps.acceptOrder("not-an-order", me.headers))).toEqual(notFound);
      expect(await leadRow(orderId)).toMatchObject({ status: "pending", merchantId: null });
      expect(await harness.published(OrderAcceptedSchema)).toEqual([]);
    });

    it("is refused while the subscription has lapsed, and the lead stays for others", async () => {
      const orderId = await harness.placeOrder();
      await lapse(harness, me);
      expect(errorOf(await steps.acceptOrder(orderId, me.headers))).toEqual({
        code: "PAYMENT_REQUIRED",
        message: messages.subscriptionInactive,
      });
      expect(await leadRow(orderId)).toMatchObject({ status: "pending", merchantId: null });
      const other = await paidMerchant(harness, { businessName: "Other Prints" });
      expect((await steps.acceptOrder(orderId, other.headers)).errors).toBeUndefined();
    });

    it("has exactly one winner when 50 merchants accept the same lead at once", async () => {
      const orderId = await harness.placeOrder();
      const rivals = await Promise.all(
        Array.from({ length: 50 }, (_, i) => paidMerchant(harness, { businessName: `Print Shop ${i}` })),
      );
      const results = await Promise.all(rivals.map((rival) => steps.acceptOrder(orderId, rival.headers)));

      const winners = results.flatMap((result, i) => (result.errors ? [] : [rivals[i]!]));
      expect(winners).toHaveLength(1);
      const losers = results.filter((result) => result.errors).map(errorOf);
      expect(losers).toHaveLength(49);
      expect(new Set(losers.map((error) => JSON.stringify(error)))).toEqual(
        new Set([JSON.stringify({ code: "CONFLICT", message: "This order has already been accepted" })]),
      );
      expect(await leadRow(orderId)).toMatchObject({ status: "assigned", merchantId: winners[0]!.merchantId });
      const events = await harness.published(OrderAcceptedSchema);
      expect(events.map((event) => event.data.merchantId)).toEqual([winners[0]!.merchantId]);
    });
  });

  describe("fulfilling", () => {
    it("marks the lead fulfilled, pays the merchant $16 a shirt once, and tells commerce", async () => {
      const orderId = await harness.placeOrder({ lines: [orderLine({ quantity: 2 }), orderLine({ size: "L" })] });
      expect((await steps.acceptOrder(orderId, me.headers)).errors).toBeUndefined();
      harness.clock.advance(MINUTE_MS);
      const result = await steps.fulfillOrder(orderId, me.headers);
      expect(result.errors).toBeUndefined();
      expect(result.data?.fulfillOrder).toMatchObject({
        orderId,
        status: "fulfilled",
        shirtCount: 3,
        merchantEarnings: "48.00",
        shippingAddress: "2231 Champa St",
      });

      const row = await leadRow(orderId);
      expect(row?.status).toBe("fulfilled");
      expect(result.data?.fulfillOrder.fulfilledAt).toBe(row!.fulfilledAt!.toISOString());
      expect(await db().select().from(merchantEarnings)).toEqual([
        { orderId, merchantId: me.merchantId, amountCents: 4800, earnedAt: row!.fulfilledAt, withdrawalId: null },
      ]);
      expect(await merchantRow(me)).toMatchObject({ totalRevenue: "48.00", availableBalance: "48.00" });

      const events = await harness.published(OrderFulfilledSchema);
      expect(events).toHaveLength(1);
      expect(events[0]?.aggregateId).toBe(orderId);
      expect(events[0]?.data).toMatchObject({ orderId, merchantId: me.merchantId, merchantEarningsCents: 4800 });
      expect(timestampDate(events[0]!.data.fulfilledAt!)).toEqual(row!.fulfilledAt);
    });

    it("keeps the carrier and tracking number on the lead and tells commerce the carrier's tracking page", async () => {
      const orderId = await harness.placeOrder();
      expect((await steps.acceptOrder(orderId, me.headers)).errors).toBeUndefined();
      const result = await steps.fulfillOrder(orderId, me.headers, { carrier: "ups", trackingNumber: "1z 999 aa1 01 2345 6784" });
      expect(result.errors).toBeUndefined();
      const tracking = {
        carrier: "ups",
        trackingNumber: "1Z999AA10123456784",
        trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      };
      expect(result.data?.fulfillOrder).toMatchObject({ status: "fulfilled", tracking });
      expect(await leadRow(orderId)).toMatchObject({ carrier: "ups", trackingNumber: "1Z999AA10123456784" });
      expect((await steps.merchantOrders(me.headers)).data?.merchantOrders.fulfilled[0]).toMatchObject({ orderId, tracking });
      const [event] = await harness.published(OrderFulfilledSchema);
      expect(event?.data).toMatchObject({ orderId, ...tracking });
    });

    it("fulfils without tracking as SPEC's call does, with empty tracking on the event", async () => {
      const orderId = await harness.placeOrder();
      expect((await steps.acceptOrder(orderId, me.headers)).errors).toBeUndefined();
      const result = await steps.fulfillOrder(orderId, me.headers);
      expect(result.data?.fulfillOrder).toMatchObject({ status: "fulfilled", tracking: null });
      expect(await leadRow(orderId)).toMatchObject({ carrier: null, trackingNumber: null });
      const [event] = await harness.published(OrderFulfilledSchema);
      expect(event?.data).toMatchObject({ carrier: "", trackingNumber: "", trackingUrl: "" });
    });

    it("refuses a tracking number its carrier does not use, changing nothing", async () => {
      const orderId = await harness.placeOrder();
      expect((await steps.acceptOrder(orderId, me.headers)).errors).toBeUndefined();
      expect(
        errorOf(await steps.fulfillOrder(orderId, me.headers, { carrier: "fedex", trackingNumber: "1Z999AA10123456784" })),
      ).toEqual({
        code: "BAD_USER_INPUT",
        message: trackingNumberMessages.fedex,
      });
      expect(errorOf(await steps.fulfillOrder(orderId, me.headers, { trackingNumber: "123456789012" }))).toEqual({
        code: "BAD_USER_INPUT",
        message: trackingMessages.carrierRequired,
      });
      expect(await leadRow(orderId)).toMatchObject({ status: "assigned", carrier: null });
      expect(await db().select().from(merchantEarnings)).toEqual([]);
      expect(await harness.published(OrderFulfilledSchema)).toEqual([]);
    });

    it("adds each fulfilled order to what the merchant earned before", async () => {
      for (const quantity of [1, 2]) {
        const orderId = await harness.placeOrder({ lines: [orderLine({ quantity })] });
        expect((await steps.acceptOrder(orderId, me.headers)).errors).toBeUndefined();
        expect((await steps.fulfillOrder(orderId, me.headers)).errors).toBeUndefined();
      }
      expect(await merchantRow(me)).toMatchObject({ totalRevenue: "48.00", availableBalance: "48.00" });
    });

    it("refuses what the merchant may not fulfil, changing nothing", async () => {
      const rival = await paidMerchant(harness, { businessName: "Rival Prints" });
      const pending = await harness.placeOrder();
      const theirs = await harness.placeOrder();
      expect((await steps.acceptOrder(theirs, rival.headers)).errors).toBeUndefined();

      expect(errorOf(await steps.fulfillOrder(pending))).toEqual({ code: "UNAUTHENTICATED", message: messages.signInRequired });
      const noShop = await harness.account("merchant");
      expect(errorOf(await steps.fulfillOrder(theirs, noShop.headers))).toEqual({
        code: "NOT_FOUND",
        message: messages.merchantNotFound,
      });
      const notFound = { code: "NOT_FOUND", message: messages.orderNotFound };
      expect(errorOf(await steps.fulfillOrder(randomUUID(), me.headers))).toEqual(notFound);
      expect(errorOf(await steps.fulfillOrder("ABC123", me.headers))).toEqual(notFound);
      expect(errorOf(await steps.fulfillOrder(pending, me.headers))).toEqual({
        code: "CONFLICT",
        message: messages.notAcceptedYet,
      });
      expect(errorOf(await steps.fulfillOrder(theirs, me.headers))).toEqual({
        code: "FORBIDDEN",
        message: messages.notYourOrder,
      });

      expect(await leadRow(pending)).toMatchObject({ status: "pending" });
      expect(await leadRow(theirs)).toMatchObject({ status: "assigned", merchantId: rival.merchantId });
      expect(await db().select().from(merchantEarnings)).toEqual([]);
      expect(await harness.published(OrderFulfilledSchema)).toEqual([]);
    });

    it("refuses a second fulfilment, and another merchant's fulfilled order", async () => {
      const rival = await paidMerchant(harness, { businessName: "Rival Prints" });
      const orderId = await harness.placeOrder();
      expect((await steps.acceptOrder(orderId, me.headers)).errors).toBeUndefined();
      expect((await steps.fulfillOrder(orderId, me.headers)).errors).toBeUndefined();
      expect(errorOf(await steps.fulfillOrder(orderId, me.headers))).toEqual({
        code: "CONFLICT",
        message: messages.alreadyFulfilled,
      });
      expect(errorOf(await steps.fulfillOrder(orderId, rival.headers))).toEqual({
        code: "FORBIDDEN",
        message: messages.notYourOrder,
      });
      expect(await merchantRow(me)).toMatchObject({ totalRevenue: "16.00", availableBalance: "16.00" });
      expect(await harness.published(OrderFulfilledSchema)).toHaveLength(1);
    });

    it("pays once when the merchant fulfils the same order 10 times at once", async () => {
      const orderId = await harness.placeOrder({ lines: [orderLine({ quantity: 3 })] });
      expect((await steps.acceptOrder(orderId, me.headers)).errors).toBeUndefined();
      const results = await Promise.all(Array.from({ length: 10 }, () => steps.fulfillOrder(orderId, me.headers)));

      expect(results.filter((result) => !result.errors)).toHaveLength(1);
      expect(results.filter((result) => result.errors).map(errorOf)).toEqual(
        Array.from({ length: 9 }, () => ({ code: "CONFLICT", message: messages.alreadyFulfilled })),
      );
      expect(await db().select().from(merchantEarnings)).toHaveLength(1);
      expect(await merchantRow(me)).toMatchObject({ totalRevenue: "48.00", availableBalance: "48.00" });
      expect(await harness.published(OrderFulfilledSchema)).toHaveLength(1);
    });

    it("keeps the merchant's revenue and balance equal to its earnings when it fulfils many orders at once", async () => {
      const orderIds = await Promise.all(
        [1, 2, 3, 1, 2, 3, 1, 2].map((quantity) => harness.placeOrder({ lines: [orderLine({ quantity })] })),
      );
      for (const orderId of orderIds) expect((await steps.acceptOrder(orderId, me.headers)).errors).toBeUndefined();
      const results = await Promise.all(orderIds.map((orderId) => steps.fulfillOrder(orderId, me.headers)));
      expect(results.map((result) => result.errors)).toEqual(orderIds.map(() => undefined));
      const earned = (await db().select().from(merchantEarnings)).reduce((sum, row) => sum + row.amountCents, 0);
      expect(earned).toBe(15 * 1600);
      expect(await merchantRow(me)).toMatchObject({ totalRevenue: "240.00", availableBalance: "240.00" });
    });

    it("answers a stale Accept sent while the merchant fulfils the same order, every time", async () => {
      for (let round = 0; round < 5; round++) {
        const orderId = await harness.placeOrder();
        expect((await steps.acceptOrder(orderId, me.headers)).errors).toBeUndefined();
        // Another tab still shows the lead as available.
        const [again, fulfilled] = await Promise.all([
          steps.acceptOrder(orderId, me.headers),
          steps.fulfillOrder(orderId, me.headers),
        ]);
        expect(errorOf(again), `round ${round}`).toEqual({ code: "CONFLICT", message: messages.alreadyAccepted });
        expect(fulfilled.errors, `round ${round}`).toBeUndefined();
      }
      expect(await merchantRow(me)).toMatchObject({ totalRevenue: "80.00", availableBalance: "80.00" });
    });

    it("lets a merchant whose subscription lapsed fulfil what it accepted", async () => {
      const orderId = await harness.placeOrder();
      expect((await steps.acceptOrder(orderId, me.headers)).errors).toBeUndefined();
      await lapse(harness, me);
      expect((await steps.fulfillOrder(orderId, me.headers)).errors).toBeUndefined();
      expect(await merchantRow(me)).toMatchObject({ totalRevenue: "16.00", availableBalance: "16.00", isActive: false });
    });
  });
});
