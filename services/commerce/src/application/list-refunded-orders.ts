import { type Operator, ok, parseInput, type Result } from "@highcotton/kit";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { type OrderRefundReason, refundedOrdersQuerySchema } from "../contract/index.ts";
import { orders, payments, storeReplicas } from "../db/schema.ts";
import { orderRefundReasonOf } from "../domain/order-refunds.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { forOperators } from "./operator-console.ts";

const DAY_MS = 24 * 60 * 60_000;

/** An order whose money went back to its shopper, as the operator console lists it. */
export interface RefundedOrder {
  id: string;
  placedAt: Date;
  /** When the refund was recorded (its payment's last change). */
  refundedAt: Date;
  /** What went back: the whole payment. */
  amountCents: number;
  reason: OrderRefundReason;
  dispensaryId: string | null;
  storeName: string | null;
  shippingState: string;
}

/** Orders refunded in the last `withinDays` days (30 unless told), the latest first. Operators only. */
export async function listRefundedOrders(
  deps: Pick<CommerceDeps, "db" | "now">,
  operator: Operator | null,
  query: unknown,
): Promise<Result<{ items: RefundedOrder[]; total: number }>> {
  const refused = forOperators(operator);
  if (refused) return refused;
  const parsed = parseInput(refundedOrdersQuerySchema, query);
  if (!parsed.ok) return parsed;
  const { first, offset, withinDays } = parsed.value;
  const refunded = and(
    eq(orders.paymentStatus, "refunded"),
    eq(payments.status, "refunded"),
    gte(payments.updatedAt, new Date(deps.now().getTime() - withinDays * DAY_MS)),
  );
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ order: orders, payment: payments, storeName: storeReplicas.name })
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .leftJoin(storeReplicas, eq(storeReplicas.id, orders.dispensaryId))
      .where(refunded)
      .orderBy(desc(payments.updatedAt), desc(orders.id))
      .limit(first)
      .offset(offset),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .where(refunded),
  ]);
  const items = rows.map(
    ({ order, payment, storeName }): RefundedOrder => ({
      id: order.id,
      placedAt: order.createdAt,
      refundedAt: payment.updatedAt,
      amountCents: payment.amountCents,
      reason: orderRefundReasonOf(order.leadExpiryReason),
      dispensaryId: order.dispensaryId,
      storeName,
      shippingState: order.shippingState,
    }),
  );
  return ok({ items, total: counted?.total ?? 0 });
}
