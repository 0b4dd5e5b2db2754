import { LEAD_DEADLINE_DEFAULTS } from "@highcotton/fulfillment/contract";
import { fromDecimal, type Operator, ok, parseInput, type Result } from "@highcotton/kit";
import { and, asc, eq, isNotNull, lte, or, sql } from "drizzle-orm";
import { staleOrdersQuerySchema } from "../contract/index.ts";
import { orders, storeReplicas } from "../db/schema.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { forOperators } from "./operator-console.ts";

const HOUR_MS = 60 * 60_000;

/** A paid order no print shop has accepted, as the operator console lists it. */
export interface StaleOrder {
  id: string;
  placedAt: Date;
  amountCents: number;
  /** The store of its first line; null for custom designs only. */
  dispensaryId: string | null;
  storeName: string | null;
  shippingState: string;
  /** Given back by a merchant who did not print it in time; re-offered to every other print shop. */
  leadReturnedAt: Date | null;
  /** Withdrawn by fulfillment (nobody took it in time): the refund job is giving the money back. */
  leadExpiredAt: Date | null;
}

/**
 * Paid orders that no print shop has accepted for at least `olderThanHours` (by default the time
 * after which fulfillment re-offers a lead in every state), the oldest first, and those placed as
 * long ago that fulfillment withdrew (nobody took or printed them in time) and whose refund is
 * under way. Operators only.
 */
export async function listStaleOrders(
  deps: Pick<CommerceDeps, "db" | "now">,
  operator: Operator | null,
  query: unknown,
): Promise<Result<{ items: StaleOrder[]; total: number; olderThanHours: number }>> {
  const refused = forOperators(operator);
  if (refused) return refused;
  const parsed = parseInput(staleOrdersQuerySchema, query);
  if (!parsed.ok) return parsed;
  const { first, offset } = parsed.value;
  const olderThanHours = parsed.value.olderThanHours ?? LEAD_DEADLINE_DEFAULTS.reofferAfterHours;
  const stale = and(
    eq(orders.paymentStatus, "paid"),
    // Untaken, or withdrawn (an accepted one its print shop never printed too) and not refunded yet.
    or(eq(orders.fulfillmentStatus, "pending"), isNotNull(orders.leadExpiredAt)),
    lte(orders.createdAt, new Date(deps.now().getTime() - olderThanHours * HOUR_MS)),
  );
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ order: orders, storeName: storeReplicas.name })
      .from(orders)
      .leftJoin(storeReplicas, eq(storeReplicas.id, orders.dispensaryId))
      .where(stale)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(first)
      .offset(offset),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(orders).where(stale),
  ]);
  const items = rows.map(
    ({ order, storeName }): StaleOrder => ({
      id: order.id,
      placedAt: order.createdAt,
      amountCents: fromDecimal(order.totalAmount),
      dispensaryId: order.dispensaryId,
      storeName,
      shippingState: order.shippingState,
      leadReturnedAt: order.leadReturnedAt,
      leadExpiredAt: order.leadExpiredAt,
    }),
  );
  return ok({ items, total: counted?.total ?? 0, olderThanHours });
}
