import type { Tx } from "@highcotton/kit";
import { and, eq, inArray } from "drizzle-orm";
import { orders } from "../db/schema.ts";

/**
 * A print merchant accepted the order (fulfillment's OrderAccepted): pending → assigned. An order
 * that has moved on, or that another merchant holds, stays as it is (events may arrive twice).
 */
export async function markOrderAccepted(tx: Tx, orderId: string, merchantId: string, acceptedAt: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ fulfillmentStatus: "assigned", merchantId, acceptedAt })
    .where(and(eq(orders.id, orderId), eq(orders.fulfillmentStatus, "pending")));
}

/** How the order shipped, as fulfillment announced it. */
export interface Shipment {
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page, when it has one. */
  trackingUrl: string | null;
}

/**
 * The merchant shipped it (fulfillment's OrderFulfilled): → fulfilled, with the shipment's
 * tracking when the merchant gave it. Accepted first when the acceptance has not arrived yet, so
 * the order never goes backwards.
 */
export async function markOrderFulfilled(
  tx: Tx,
  orderId: string,
  merchantId: string,
  fulfilledAt: Date,
  shipment: Shipment | null = null,
): Promise<void> {
  const [order] = await tx.select({ acceptedAt: orders.acceptedAt }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  await tx
    .update(orders)
    .set({
      fulfillmentStatus: "fulfilled",
      merchantId,
      fulfilledAt,
      acceptedAt: order.acceptedAt ?? fulfilledAt,
      shippingCarrier: shipment?.carrier ?? null,
      trackingNumber: shipment?.trackingNumber ?? null,
      trackingUrl: shipment?.trackingUrl ?? null,
    })
    .where(and(eq(orders.id, orderId), inArray(orders.fulfillmentStatus, ["pending", "assigned"])));
}
