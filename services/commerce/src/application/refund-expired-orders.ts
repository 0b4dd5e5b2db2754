import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import { orders, payments } from "../db/schema.ts";
import { orderRefundReasonOf } from "../domain/order-refunds.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { markRefunded } from "./refund-payment.ts";

/** Orders one query reads unless told (the option lets a few orders span several batches); a pass reads batches until none is left. */
const BATCH = 200;
/**
 * Refunds in flight at once: a provider's refund is a network round trip, so one at a time would
 * take a real provider minutes for a thousand orders. Each one is independent and keyed.
 */
const CONCURRENT_REFUNDS = 8;

type Deps = Pick<CommerceDeps, "db" | "now" | "cards" | "wallet" | "logger">;

/** What one pass did. */
export interface RefundPass {
  refunded: number;
  failed: number;
}

/** PaymentRefunded's reason for an order whose lead fulfillment withdrew. */
export const expiryRefundReason = (reason: "unaccepted" | "unfulfilled" | null): string =>
  orderRefundReasonOf(reason ?? "unaccepted");

/**
 * The refund job: every order whose lead fulfillment withdrew (OrderLeadExpired) and that is still
 * paid gets its money back at the provider it was paid with, then, in one transaction, the payment
 * and order are marked refunded, the store's credits reversed and PaymentRefunded published
 * (`markRefunded`, which does it once however many runs get there). The provider's refund is keyed
 * by the payment (`refund:<payment id>`, the key every refund of commerce uses), so a run that dies
 * between the two steps, or two runs at once, refund the shopper once: the next run asks again and
 * the provider answers with the same refund. A payment the provider says it refunded already (the
 * key forgotten after Stripe's 24 hours, or a refund made by hand) is recorded as refunded, not
 * retried for ever. A refund the provider refuses is logged and tried again on the next run.
 */
export async function refundExpiredOrders(deps: Deps, { batch: batchSize = BATCH } = {}): Promise<RefundPass> {
  const pass: RefundPass = { refunded: 0, failed: 0 };
  // Keyset over order ids, so an order whose refund failed is not asked again within the pass.
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const batch = await deps.db
      .select({
        orderId: orders.id,
        reason: orders.leadExpiryReason,
        paymentId: payments.id,
        method: payments.method,
        providerPaymentId: payments.providerPaymentId,
      })
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .where(and(isNotNull(orders.leadExpiredAt), eq(orders.paymentStatus, "paid"), gt(orders.id, after)))
      .orderBy(asc(orders.id))
      .limit(batchSize);
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const outcome = await refundOne(deps, batch[next++]!);
        if (outcome) pass[outcome]++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENT_REFUNDS, batch.length) }, worker));
    if (batch.length < batchSize) break;
    after = batch[batch.length - 1]!.orderId;
  }
  if (pass.refunded + pass.failed > 0) deps.logger.info(pass, "withdrawn orders refunded");
  return pass;
}

/** One order: the provider's refund, then the record of it; null when another run recorded it first. */
async function refundOne(
  deps: Deps,
  order: {
    orderId: string;
    reason: "unaccepted" | "unfulfilled" | null;
    paymentId: string;
    method: "card" | "wallet";
    providerPaymentId: string;
  },
): Promise<keyof RefundPass | null> {
  const key = `refund:${order.paymentId}`;
  try {
    const made =
      order.method === "card"
        ? await deps.cards.refund(order.providerPaymentId, key)
        : await deps.wallet.refund(order.providerPaymentId, key);
    // Refunded before (another key, by hand, or this key after the provider forgot it): the money
    // went back all the same, so it is recorded like any refund, once.
    if (made.alreadyRefunded)
      deps.logger.info(
        { orderId: order.orderId, refundId: made.refundId },
        "withdrawn order was already refunded at the provider",
      );
  } catch (error) {
    deps.logger.warn({ err: error, orderId: order.orderId }, "refund of a withdrawn order failed; it is tried again later");
    return "failed";
  }
  return (await markRefunded(deps, order.paymentId, expiryRefundReason(order.reason))) ? "refunded" : null;
}
