import { timestampDate } from "@bufbuild/protobuf/wkt";
import { testDatabase } from "@highcotton/kit/testing";
import { OrderLeadExpiredSchema, OrderLeadReturnedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { enforceLeadDeadlines } from "../../src/application/enforce-lead-deadlines.ts";
import { leads, merchantEarnings } from "../../src/db/schema.ts";
import { HOUR_MS } from "../../src/domain/lead-deadlines.ts";
import { messages } from "../../src/domain/messages.ts";
import { DAY_MS, type FulfillmentHarness, MINUTE_MS, startFulfillmentHarness } from "../support/fulfillment-harness.ts";
import { errorOf, leadSteps, type MerchantAccount, paidMerchant } from "../support/lead-steps.ts";

const postgres = testDatabase("fulfillment_lead_deadlines");

// The product's defaults: re-offered after 48 hours, refunded after 7 days unaccepted, 10 days to fulfil.
postgres.describe("lead deadlines", (open) => {
  let harness: FulfillmentHarness;
  let steps: ReturnType<typeof leadSteps>;
  let denver: MerchantAccount;
  let austin: MerchantAccount;
  const db = () => harness.database.db;
  const leadRow = async (orderId: string) => (await db().select().from(leads).where(eq(leads.orderId, orderId)))[0]!;
  const pendingIds = async (merchant: MerchantAccount) =>
    (await steps.merchantOrders(merchant.headers)).data!.merchantOrders.pending.map((lead) => [lead.orderId, lead.reoffered]);
  const pass = () => enforceLeadDeadlines(harness.deps);
  /** A pass where orders wait 20 days for a merchant, long enough for a first miss to leave time for another. */
  const passWithTime = () =>
    enforceLeadDeadlines({ ...harness.deps, leadDeadlines: { ...harness.deps.leadDeadlines, refundAfterMs: 20 * DAY_MS } });

  beforeAll(async () => {
    harness = await startFulfillmentHarness(open);
    steps = leadSteps(harness);
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    denver = await paidMerchant(harness);
    austin = await paidMerchant(harness, { businessName: "Lone Star Tees", city: "Austin", state: "TX", zip: "73301" });
  });

  it("re-offers a lead nobody accepted in 48 hours to merchants in every state, first in their lists", async () => {
    const texan = await harness.placeOrder({ shippingCity: "Austin", shippingState: "TX" });
    harness.clock.advance(HOUR_MS);
    const coloradan = await harness.placeOrder();
    expect(await pendingIds(austin)).toEqual([
      [texan, false],
      [coloradan, false],
    ]);
    // Re-offered, the older Texan order ranks with Denver's own-state orders, oldest first.
    harness.clock.advance(47 * HOUR_MS);
    expect(await pendingIds(denver)).toEqual([
      [texan, true],
      [coloradan, false],
    ]);
    harness.clock.advance(HOUR_MS);
    expect(await pendingIds(austin)).toEqual([
      [texan, true],
      [coloradan, true],
    ]);
    expect(await pass()).toEqual({ returned: 0, unaccepted: 0, unfulfilled: 0 });
  });

  it("withdraws an order nobody accepted within 7 days, once, and announces it", async () => {
    const orderId = await harness.placeOrder();
    harness.clock.advance(7 * DAY_MS - MINUTE_MS);
    expect(await pass()).toEqual({ returned: 0, unaccepted: 0, unfulfilled: 0 });
    harness.clock.advance(MINUTE_MS);
    const [first, second] = await Promise.all([pass(), pass()]);
    expect(first.unaccepted + second.unaccepted).toBe(1);
    expect(await pass()).toEqual({ returned: 0, unaccepted: 0, unfulfilled: 0 });

    expect(await leadRow(orderId)).toMatchObject({ status: "expired", merchantId: null, expiryReason: "unaccepted" });
    expect(await pendingIds(denver)).toEqual([]);
    expect(errorOf(await steps.acceptOrder(orderId, denver.headers))).toEqual({
      code: "CONFLICT",
      message: messages.orderWithdrawn,
    });
    const events = await harness.published(OrderLeadExpiredSchema);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ aggregateId: orderId, data: { orderId, reason: "unaccepted" } });
    expect(timestampDate(events[0]!.data.expiredAt!)).toEqual((await leadRow(orderId)).expiredAt);
  });

  it("returns a lead first missed after its 7 days from placing once, and withdraws it when nobody takes it within 48 hours", async () => {
    const orderId = await harness.placeOrder();
    harness.clock.advance(DAY_MS);
    expect((await steps.acceptOrder(orderId, denver.headers)).errors).toBeUndefined();
    harness.clock.advance(10 * DAY_MS);
    expect(await pass()).toEqual({ returned: 1, unaccepted: 0, unfulfilled: 0 });
    harness.clock.advance(48 * HOUR_MS - MINUTE_MS);
    expect(await pass()).toEqual({ returned: 0, unaccepted: 0, unfulfilled: 0 });
    harness.clock.advance(MINUTE_MS);
    expect(await pass()).toEqual({ returned: 0, unaccepted: 1, unfulfilled: 0 });
    expect(await leadRow(orderId)).toMatchObject({
      status: "expired",
      expiryReason: "unaccepted",
      returnedBy: denver.merchantId,
    });
    expect(await harness.published(OrderLeadReturnedSchema)).toHaveLength(1);
    expect((await harness.published(OrderLeadExpiredSchema)).map((event) => event.data.reason)).toEqual(["unaccepted"]);
  });

  it("returns a lead its merchant did not print in time to everyone else, says so, and keeps its refund clock", async () => {
    const orderId = await harness.placeOrder();
    harness.clock.advance(DAY_MS);
    expect((await steps.acceptOrder(orderId, denver.headers)).errors).toBeUndefined();
    harness.clock.advance(10 * DAY_MS);
    const [first, second] = await Promise.all([passWithTime(), passWithTime()]);
    expect(first.returned + second.returned).toBe(1);
    expect(await passWithTime()).toEqual({ returned: 0, unaccepted: 0, unfulfilled: 0 });

    // The merchant lost it for good: gone from its lists, and refused it; everyone else is offered it.
    const lists = (await steps.merchantOrders(denver.headers)).data!.merchantOrders;
    expect(lists.active).toEqual([]);
    expect(lists.pending).toEqual([]);
    expect(errorOf(await steps.acceptOrder(orderId, denver.headers))).toEqual({
      code: "CONFLICT",
      message: messages.missedDeadline,
    });
    expect(errorOf(await steps.fulfillOrder(orderId, denver.headers))).toEqual({
      code: "CONFLICT",
      message: messages.notAcceptedYet,
    });
    expect(await pendingIds(austin)).toEqual([[orderId, true]]);
    const row = await leadRow(orderId);
    expect(row).toMatchObject({ status: "pending", merchantId: null, acceptedAt: null, returnedBy: denver.merchantId });
    const returned = await harness.published(OrderLeadReturnedSchema);
    expect(returned).toHaveLength(1);
    expect(returned[0]).toMatchObject({ aggregateId: orderId, data: { orderId, merchantId: denver.merchantId } });
    expect(timestampDate(returned[0]!.data.returnedAt!)).toEqual(row.returnedAt);

    // 20 days from its placing, not from its return, nobody having taken it: withdrawn.
    harness.clock.advance(9 * DAY_MS - MINUTE_MS);
    expect(await passWithTime()).toEqual({ returned: 0, unaccepted: 0, unfulfilled: 0 });
    harness.clock.advance(MINUTE_MS);
    expect(await passWithTime()).toEqual({ returned: 0, unaccepted: 1, unfulfilled: 0 });
    expect((await harness.published(OrderLeadExpiredSchema)).map((event) => event.data.reason)).toEqual(["unaccepted"]);
  });

  it("withdraws a returned lead its second merchant does not print in time either", async () => {
    const orderId = await harness.placeOrder();
    expect((await steps.acceptOrder(orderId, denver.headers)).errors).toBeUndefined();
    harness.clock.advance(10 * DAY_MS);
    expect(await passWithTime()).toMatchObject({ returned: 1 });
    harness.clock.advance(DAY_MS);
    expect((await steps.acceptOrder(orderId, austin.headers)).errors).toBeUndefined();
    harness.clock.advance(10 * DAY_MS - MINUTE_MS);
    expect(await passWithTime()).toEqual({ returned: 0, unaccepted: 0, unfulfilled: 0 });
    harness.clock.advance(MINUTE_MS);
    expect(await passWithTime()).toEqual({ returned: 0, unaccepted: 0, unfulfilled: 1 });

    expect(await leadRow(orderId)).toMatchObject({ status: "expired", merchantId: null, expiryReason: "unfulfilled" });
    expect((await steps.merchantOrders(austin.headers)).data!.merchantOrders.active).toEqual([]);
    expect(errorOf(await steps.fulfillOrder(orderId, austin.headers))).toEqual({
      code: "CONFLICT",
      message: messages.orderWithdrawn,
    });
    expect(await db().select().from(merchantEarnings)).toEqual([]);
    expect((await harness.published(OrderLeadExpiredSchema)).map((event) => event.data.reason)).toEqual(["unfulfilled"]);
  });

  it("leaves a lead fulfilled in time alone, and a fulfilment racing the deadline either pays or is refused", async () => {
    const onTime = await harness.placeOrder();
    const racing = await harness.placeOrder();
    for (const orderId of [onTime, racing]) expect((await steps.acceptOrder(orderId, denver.headers)).errors).toBeUndefined();
    harness.clock.advance(9 * DAY_MS);
    expect((await steps.fulfillOrder(onTime, denver.headers)).errors).toBeUndefined();
    harness.clock.advance(DAY_MS);
    const [fulfilled] = await Promise.all([steps.fulfillOrder(racing, denver.headers), pass()]);
    const row = await leadRow(racing);
    if (fulfilled.errors) expect(row).toMatchObject({ status: "pending", merchantId: null, returnedBy: denver.merchantId });
    else expect(row).toMatchObject({ status: "fulfilled", merchantId: denver.merchantId });
    expect(await leadRow(onTime)).toMatchObject({ status: "fulfilled" });
    harness.clock.advance(365 * DAY_MS);
    await pass();
    expect(await leadRow(onTime)).toMatchObject({ status: "fulfilled" });
    expect(await harness.published(OrderLeadReturnedSchema)).toEqual(row.status === "fulfilled" ? [] : [expect.anything()]);
  });
});
