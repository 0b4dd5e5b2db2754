import { randomBytes, randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { publishEvent, type Tx } from "@highcotton/kit";
import { cents, toDecimal } from "@highcotton/kit/money";
import { OrderPlacedSchema } from "@highcotton/proto";
import { eq, sql } from "drizzle-orm";
import type { CheckoutForm } from "../contract/index.ts";
import { earnings, orderItems, orders, payments } from "../db/schema.ts";
import { orderSplit, storeEarningOf } from "../domain/cart.ts";
import { eligibleAtOf } from "../domain/earnings.ts";
import { paymentMethodOf } from "../domain/payment-methods.ts";
import { receiptPathOf } from "../domain/receipt-path.ts";
import type { CheckoutLine, SavedCheckout } from "./checkout.ts";
import type { PaymentRow } from "./payment-request.ts";

export type OrderRow = typeof orders.$inferSelect;

export interface RecordOrderInput {
  /** The payment that paid for it, locked by the caller (`select … for update`) and without an order. */
  payment: PaymentRow;
  /** The lines paid for and the shopper's shipping form. */
  checkout: { lines: CheckoutLine[]; form: CheckoutForm };
  /** When the sale happened: the order's date, the credits' date and the start of their 90-day hold. */
  placedAt: Date;
  traceId?: string;
}

/**
 * Records a paid order in the caller's transaction: the order and its lines, each store's $4 a
 * shirt in the revenue ledger (held 90 days; custom designs credit no store), the payment marked
 * succeeded with its order, and OrderPlaced for the print merchants. placeOrder, reconciliation
 * and the demo sales all place orders through it.
 */
export async function recordOrder(tx: Tx, { payment, checkout, placedAt, traceId }: RecordOrderInput): Promise<OrderRow> {
  const { lines, form } = checkout;
  if (lines.length === 0) throw new Error("An order needs at least one line");
  const split = orderSplit(lines);
  if (split.total !== payment.amountCents) {
    throw new Error(`Payment ${payment.id} is for ${payment.amountCents} cents but its lines add up to ${split.total}`);
  }
  const dispensaryId = lines.find((line) => line.dispensaryId)?.dispensaryId ?? null;
  const [order] = await tx
    .insert(orders)
    .values({
      receiptToken: randomBytes(32).toString("base64url"),
      dispensaryId,
      sessionId: payment.sessionId,
      ...form,
      totalAmount: toDecimal(split.total),
      dispensaryRevenue: toDecimal(split.dispensaryRevenue),
      merchantRevenue: toDecimal(split.merchantRevenue),
      paymentMethod: paymentMethodOf(payment.method),
      paymentStatus: "paid",
      paymentIntentId: payment.providerPaymentId,
      paymentId: payment.id,
      fulfillmentStatus: "pending",
      createdAt: placedAt,
    })
    .returning();
  if (!order) throw new Error("insert returned no order");

  const items = lines.map((line) => ({ id: randomUUID(), line }));
  await tx.insert(orderItems).values(
    items.map(({ id, line }) => ({
      id,
      orderId: order.id,
      designId: line.designId,
      dispensaryId: line.dispensaryId,
      designName: line.designName,
      frontImageUrl: line.frontImageUrl,
      printFileUrl: line.printFileUrl,
      quantity: line.quantity,
      size: line.size,
      color: line.color,
      price: toDecimal(cents(line.unitPriceCents)),
    })),
  );
  const credits = items.flatMap(({ id, line }) => {
    const amount = storeEarningOf(line);
    return amount && line.dispensaryId
      ? [
          {
            dispensaryId: line.dispensaryId,
            orderId: order.id,
            orderItemId: id,
            amount: toDecimal(amount),
            earnedAt: placedAt,
            eligibleAt: eligibleAtOf(placedAt),
          },
        ]
      : [];
  });
  if (credits.length > 0) await tx.insert(earnings).values(credits);

  const saved: SavedCheckout = { lines, form };
  await tx
    .update(payments)
    .set({
      status: "succeeded",
      orderId: order.id,
      succeededAt: sql`coalesce(${payments.succeededAt}, ${placedAt})`,
      checkout: saved,
      failureMessage: null,
      updatedAt: placedAt,
    })
    .where(eq(payments.id, payment.id));

  await publishEvent(tx, {
    schema: OrderPlacedSchema,
    aggregateId: order.id,
    traceId,
    occurredAt: placedAt,
    data: {
      orderId: order.id,
      dispensaryId: dispensaryId ?? "",
      lines: lines.map((line) => ({
        designId: line.designId,
        designName: line.designName,
        printFileUrl: line.printFileUrl,
        size: line.size,
        color: line.color,
        quantity: line.quantity,
        dispensaryId: line.dispensaryId ?? "",
        unitPriceCents: line.unitPriceCents,
        frontImageUrl: line.frontImageUrl,
      })),
      customerName: form.customerName,
      customerEmail: form.customerEmail,
      shippingAddress: form.shippingAddress,
      shippingCity: form.shippingCity,
      shippingState: form.shippingState,
      shippingZip: form.shippingZip,
      totalCents: split.total,
      merchantEarningsCents: split.merchantRevenue,
      placedAt: timestampFromDate(placedAt),
      receiptPath: receiptPathOf(order.receiptToken),
    },
  });
  return order;
}
