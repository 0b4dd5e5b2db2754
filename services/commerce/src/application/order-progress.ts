import type { Tx } from "@highcotton/kit";
import { and, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import { orders } from "../db/schema.ts";

/**
 * A print merchant accepted the order (fulfillment's OrderAccepted): pending → assigned. A later
 * acceptance replaces an earlier one (a merchant who did not print it in time lost it, and another
 * took it); a fulfilled order, the same acceptance heard twice, or one from before the lead went
 * back to the pool, stays as it is.
 */
export async function markOrderAccepted(tx: Tx, orderId: string, merchantId: string, acceptedAt: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ fulfillmentStatus: "assigned", merchantId, acceptedAt })
    .where(
      and(
        eq(orders.id, orderId),
        or(isNull(orders.leadReturnedAt), lt(orders.leadReturnedAt, acceptedAt)),
        or(
          eq(orders.fulfillmentStatus, "pending"),
          and(eq(orders.fulfillmentStatus, "assigned"), or(isNull(orders.acceptedAt), lt(orders.acceptedAt, acceptedAt))),
        ),
      ),
    );
}

/**
 * The merchant who accepted the order did not print it in time and lost it (fulfillment's
 * OrderLeadReturned): assigned → pending, the receipt waiting for a print shop again. Only that
 * merchant's acceptance from before the return is undone: a newer one (another shop took it since)
 * stays. The return is kept, so its acceptance heard late does not assign the order again.
 */
export async function markOrderLeadReturned(tx: Tx, orderId: string, merchantId: string, returnedAt: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ leadReturnedAt: returnedAt })
    .where(and(eq(orders.id, orderId), or(isNull(orders.leadReturnedAt), lt(orders.leadReturnedAt, returnedAt))));
  await tx
    .update(orders)
    .set({ fulfillmentStatus: "pending", merchantId: null, acceptedAt: null })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.fulfillmentStatus, "assigned"),
        eq(orders.merchantId, merchantId),
        lte(orders.acceptedAt, returnedAt),
      ),
    );
}

/**
 * Fulfillment withdrew the order's lead (OrderLeadExpired): nobody accepted it, or nobody printed it
 * in time. Recorded once, in the consumer's transaction; the refund job gives the money back. A
 * fulfilled order is never withdrawn (fulfillment refuses to, and this refuses too).
 */
export async function markOrderLeadExpired(
  tx: Tx,
  orderId: string,
  reason: "unaccepted" | "unfulfilled",
  expiredAt: Date,
): Promise<boolean> {
  const marked = await tx
    .update(orders)
    .set({ leadExpiredAt: expiredAt, leadExpiryReason: reason })
    .where(and(eq(orders.id, orderId), isNull(orders.leadExpiredAt), inArray(orders.fulfillmentStatus, ["pending", "assigned"])))
    .returning({ id: orders.id });
  return marked.length > 0;
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
