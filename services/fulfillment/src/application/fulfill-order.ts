import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { type AuthUser, fail, isUuid, ok, publishEvent, type Result } from "@highcotton/kit";
import { cents, toDecimal } from "@highcotton/kit/money";
import { OrderFulfilledSchema } from "@highcotton/proto";
import { eq, sql } from "drizzle-orm";
import { leads, merchantEarnings, merchants } from "../db/schema.ts";
import { reofferCutoffOf } from "../domain/lead-deadlines.ts";
import type { LeadView } from "../domain/lead-view.ts";
import { messages } from "../domain/messages.ts";
import { trackingOf, trackingUrlOf } from "../domain/tracking.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";
import { leadViewsOf } from "./lead-rows.ts";
import { merchantOf } from "./merchant-of.ts";

/**
 * The merchant who accepted a lead marks it printed and shipped, once. In one transaction, holding
 * the lead's row: the lead is fulfilled, the order's earnings row is written (keyed by the order,
 * so an order never pays twice), the merchant's revenue and balance grow only when that row is
 * new, and OrderFulfilled tells commerce, with the shipment's carrier, tracking number and the
 * carrier's tracking page when the merchant gave them (SPEC's call without them still fulfils). A
 * merchant whose subscription lapsed still fulfils what it accepted.
 */
export async function fulfillOrder(
  deps: Pick<FulfillmentDeps, "db" | "now" | "leadDeadlines">,
  user: AuthUser | null,
  orderId: unknown,
  traceId?: string,
  shipment: { carrier?: unknown; trackingNumber?: unknown } = {},
): Promise<Result<LeadView>> {
  const merchant = await merchantOf(deps, user);
  if (!merchant.ok) return merchant;
  const me = merchant.value;
  if (!isUuid(orderId)) return fail("NOT_FOUND", messages.orderNotFound);
  const tracking = trackingOf(shipment);
  if (!tracking.ok) return tracking;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.orderId, orderId)).for("update");
    if (!lead) return fail("NOT_FOUND", messages.orderNotFound);
    // Withdrawn (nobody printed it in time): the shopper is refunded, so printing it earns nothing.
    if (lead.status === "expired") return fail("CONFLICT", messages.orderWithdrawn);
    if (lead.status === "pending") return fail("CONFLICT", messages.notAcceptedYet);
    if (lead.merchantId !== me.id) return fail("FORBIDDEN", messages.notYourOrder);
    if (lead.status === "fulfilled") return fail("CONFLICT", messages.alreadyFulfilled);

    const [fulfilled] = await tx
      .update(leads)
      .set({
        status: "fulfilled",
        fulfilledAt: now,
        carrier: tracking.value?.carrier ?? null,
        trackingNumber: tracking.value?.trackingNumber ?? null,
      })
      .where(eq(leads.orderId, orderId))
      .returning();
    if (!fulfilled) throw new Error(`lead ${orderId} vanished while locked`);
    const earned = cents(lead.merchantEarningsCents);
    const [credited] = await tx
      .insert(merchantEarnings)
      .values({ orderId, merchantId: me.id, amountCents: earned, earnedAt: now })
      .onConflictDoNothing({ target: merchantEarnings.orderId })
      .returning({ orderId: merchantEarnings.orderId });
    if (credited) {
      const amount = toDecimal(earned);
      await tx
        .update(merchants)
        .set({
          totalRevenue: sql`${merchants.totalRevenue} + ${amount}::numeric`,
          availableBalance: sql`${merchants.availableBalance} + ${amount}::numeric`,
          updatedAt: now,
        })
        .where(eq(merchants.id, me.id));
    }
    await publishEvent(tx, {
      schema: OrderFulfilledSchema,
      aggregateId: orderId,
      traceId,
      occurredAt: now,
      data: {
        orderId,
        merchantId: me.id,
        fulfilledAt: timestampFromDate(now),
        merchantEarningsCents: earned,
        // Empty strings when the merchant gave no tracking, as proto3 strings are.
        carrier: tracking.value?.carrier ?? "",
        trackingNumber: tracking.value?.trackingNumber ?? "",
        trackingUrl: (tracking.value && trackingUrlOf(tracking.value)) ?? "",
      },
    });
    const viewer = { merchantId: me.id, state: me.state, reofferCutoff: reofferCutoffOf(now, deps.leadDeadlines) };
    const [view] = await leadViewsOf(tx, [fulfilled], viewer);
    return ok(view!);
  });
}
