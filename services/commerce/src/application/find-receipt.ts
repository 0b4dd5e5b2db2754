import type { Queryable } from "@highcotton/kit";
import { asc, eq } from "drizzle-orm";
import { orderItems, orders } from "../db/schema.ts";
import { receiptPathOf } from "../domain/receipt-path.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import type { OrderRow } from "./record-order.ts";

export type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderView extends OrderRow {
  items: OrderItemRow[];
  /** Where the shopper's browser reads the receipt. */
  receiptPath: string;
  /** How it shipped; null until the merchant fulfils it with a tracking number. */
  tracking: { carrier: string; trackingNumber: string; trackingUrl: string | null } | null;
}

/** A receipt token is 32 random bytes in base64url: 43 characters. */
const RECEIPT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function orderViewById(db: Queryable, orderId: string): Promise<OrderView | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order ? withItems(db, order) : null;
}

/** An order by its receipt token (the link a shopper keeps); null when there is none. */
export async function findReceipt(deps: Pick<CommerceDeps, "db">, token: string): Promise<OrderView | null> {
  if (!RECEIPT_TOKEN.test(token)) return null;
  const [order] = await deps.db.select().from(orders).where(eq(orders.receiptToken, token));
  return order ? withItems(deps.db, order) : null;
}

async function withItems(db: Queryable, order: OrderRow): Promise<OrderView> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.designName), asc(orderItems.size), asc(orderItems.id));
  const tracking =
    order.shippingCarrier && order.trackingNumber
      ? { carrier: order.shippingCarrier, trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl }
      : null;
  return { ...order, items, receiptPath: receiptPathOf(order.receiptToken), tracking };
}
