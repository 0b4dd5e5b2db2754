import { randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { sealEvent } from "@highcotton/kit";
import { testDatabase } from "@highcotton/kit/testing";
import { OrderAcceptedSchema, OrderFulfilledSchema, OrderLeadReturnedSchema } from "@highcotton/proto";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { orders } from "../../src/db/schema.ts";
import { checkoutSteps, type OrderData } from "../support/checkout-steps.ts";
import { type CommerceHarness, newSessionId, startCommerceHarness } from "../support/commerce-harness.ts";

const postgres = testDatabase("commerce_progress");

postgres.describe("order progress from fulfillment", (open) => {
  let harness: CommerceHarness;
  let steps: ReturnType<typeof checkoutSteps>;
  let placed: OrderData;
  const merchantId = randomUUID();
  const acceptedAt = new Date("2026-11-20T10:00:00.000Z");
  const fulfilledAt = new Date("2026-11-22T16:30:00.000Z");

  beforeAll(async () => {
    harness = await startCommerceHarness(open);
    steps = checkoutSteps(harness);
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    const store = await harness.seedStore();
    const [design] = await harness.seedDesigns([{ dispensaryId: store.id }]);
    const session = newSessionId();
    await steps.addToCart(session, design!.id);
    const paymentIntentId = await steps.payByCard(session, "25");
    const result = await steps.placeOrder({ sessionId: session, totalAmount: "25", paymentMethod: "stripe", paymentIntentId });
    placed = result.data!.placeOrder;
  });

  const receipt = async () => (await steps.receipt(placed.receiptPath.split("/").pop()!)).data!.receipt!;
  const accepted = (by = merchantId, at = acceptedAt) =>
    harness.deliver(OrderAcceptedSchema, placed.id, {
      orderId: placed.id,
      merchantId: by,
      acceptedAt: timestampFromDate(at),
    });
  const fulfilled = (by = merchantId, tracking: { carrier: string; trackingNumber: string; trackingUrl: string } | null = null) =>
    harness.deliver(OrderFulfilledSchema, placed.id, {
      orderId: placed.id,
      merchantId: by,
      fulfilledAt: timestampFromDate(fulfilledAt),
      ...tracking,
    });

  it("shows the order assigned once a merchant accepts it, then fulfilled once shipped", async () => {
    expect(placed).toMatchObject({ fulfillmentStatus: "pending", acceptedAt: null, fulfilledAt: null });
    expect(await accepted()).toBe("processed");
    expect(await receipt()).toMatchObject({
      fulfillmentStatus: "assigned",
      acceptedAt: acceptedAt.toISOString(),
      fulfilledAt: null,
    });
    expect(await fulfilled()).toBe("processed");
    expect(await receipt()).toMatchObject({
      fulfillmentStatus: "fulfilled",
      acceptedAt: acceptedAt.toISOString(),
      fulfilledAt: fulfilledAt.toISOString(),
    });
    expect((await receipt()).tracking).toBeNull();
    const [row] = await harness.database.db.select().from(orders);
    expect(row?.merchantId).toBe(merchantId);
  });

  it("keeps the carrier, tracking number and tracking page the merchant shipped with for the receipt", async () => {
    const tracking = {
      carrier: "usps",
      trackingNumber: "EA123456789US",
      trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels=EA123456789US",
    };
    expect(await fulfilled(merchantId, tracking)).toBe("processed");
    expect(await receipt()).toMatchObject({ fulfillmentStatus: "fulfilled", tracking });
    const [row] = await harness.database.db.select().from(orders);
    expect(row).toMatchObject({ shippingCarrier: "usps", trackingNumber: "EA123456789US", trackingUrl: tracking.trackingUrl });
  });

  it("keeps another carrier's number without a tracking page", async () => {
    expect(await fulfilled(merchantId, { carrier: "other", trackingNumber: "ONTRAC-D1000", trackingUrl: "" })).toBe("processed");
    expect((await receipt()).tracking).toEqual({ carrier: "other", trackingNumber: "ONTRAC-D1000", trackingUrl: null });
  });

  it("moves the order to the merchant who took it after the first one lost it, and not back", async () => {
    const second = randomUUID();
    const later = new Date(acceptedAt.getTime() + 11 * 24 * 60 * 60_000);
    expect(await accepted()).toBe("processed");
    expect(await accepted(second, later)).toBe("processed");
    // The first acceptance heard again, late, is older than the one the order has.
    expect(await accepted()).toBe("processed");
    const [row] = await harness.database.db.select().from(orders);
    expect(row).toMatchObject({ fulfillmentStatus: "assigned", merchantId: second, acceptedAt: later });
  });

  it("puts the order back to waiting for a print shop when its merchant loses the lead, until another accepts it", async () => {
    const returnedAt = new Date(acceptedAt.getTime() + 10 * 24 * 60 * 60_000);
    const returned = () =>
      harness.deliver(OrderLeadReturnedSchema, placed.id, {
        orderId: placed.id,
        merchantId,
        returnedAt: timestampFromDate(returnedAt),
      });
    expect(await accepted()).toBe("processed");
    expect(await returned()).toBe("processed");
    expect(await receipt()).toMatchObject({ fulfillmentStatus: "pending", acceptedAt: null, fulfilledAt: null });
    const [row] = await harness.database.db.select().from(orders);
    expect(row).toMatchObject({ fulfillmentStatus: "pending", merchantId: null, leadReturnedAt: returnedAt });

    // The lost acceptance heard again, late, does not assign it back to the merchant who lost it.
    expect(await accepted()).toBe("processed");
    expect(await receipt()).toMatchObject({ fulfillmentStatus: "pending", acceptedAt: null });
    const second = randomUUID();
    const later = new Date(returnedAt.getTime() + 60 * 60_000);
    expect(await accepted(second, later)).toBe("processed");
    // The return heard again after another shop took it changes nothing.
    expect(await returned()).toBe("processed");
    expect(await receipt()).toMatchObject({ fulfillmentStatus: "assigned", acceptedAt: later.toISOString() });
    const [taken] = await harness.database.db.select().from(orders);
    expect(taken).toMatchObject({ fulfillmentStatus: "assigned", merchantId: second });
  });

  it("never moves an order backwards: a late acceptance, or another merchant's, changes nothing", async () => {
    expect(await fulfilled()).toBe("processed");
    // Shipped before the acceptance arrived: accepted at the time it was fulfilled.
    expect(await receipt()).toMatchObject({ fulfillmentStatus: "fulfilled", acceptedAt: fulfilledAt.toISOString() });
    expect(await accepted()).toBe("processed");
    expect(await accepted(randomUUID())).toBe("processed");
    expect(await receipt()).toMatchObject({ fulfillmentStatus: "fulfilled", acceptedAt: fulfilledAt.toISOString() });
    const [row] = await harness.database.db.select().from(orders);
    expect(row?.merchantId).toBe(merchantId);
  });

  it("handles a redelivered event once", async () => {
    const { bytes } = sealEvent({
      schema: OrderAcceptedSchema,
      aggregateId: placed.id,
      data: { orderId: placed.id, merchantId, acceptedAt: timestampFromDate(acceptedAt) },
    });
    expect(await harness.service.consumer.handle(bytes)).toBe("processed");
    expect(await harness.service.consumer.handle(bytes)).toBe("duplicate");
    expect(await receipt()).toMatchObject({ fulfillmentStatus: "assigned" });
  });

  it("keeps the first merchant when a second one's acceptance arrives", async () => {
    await accepted();
    await accepted(randomUUID());
    const [row] = await harness.database.db.select().from(orders);
    expect(row).toMatchObject({ merchantId, fulfillmentStatus: "assigned" });
  });
});
