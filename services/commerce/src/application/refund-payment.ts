import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { publishEvent, type Tx } from "@highcotton/kit";
import { PaymentRefundedSchema } from "@highcotton/proto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { earnings, orders, payments } from "../db/schema.ts";
import { readCheckout } from "./checkout.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import type { PaymentRow } from "./payment-request.ts";

type Deps = Pick<CommerceDeps, "db" | "now" | "cards" | "wallet">;

/**
 * Gives a payment that cannot become an order its money back, and says so (PaymentRefunded). The
 * payment is first claimed for the refund under its row lock, so the shopper's form can no longer
 * be saved on it and no order can use it; the provider's refund is idempotent (keyed by the
 * payment), so a run that dies midway is finished by the next one. False when the payment got an
 * order or a form meanwhile, or was already refunded.
 */
export async function refundPayment(
  deps: Deps,
  payment: PaymentRow,
  reason: string,
  options: { alreadyRefunded?: boolean; evenWithForm?: boolean } = {},
): Promise<boolean> {
  const claimed = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for("update");
    if (!locked || locked.orderId || locked.status === "refunded") return false;
    const checkout = readCheckout(locked.checkout);
    if (checkout.form && !options.alreadyRefunded && !options.evenWithForm) return false;
    if (!checkout.refundClaimedAt) {
      const claim = JSON.stringify({ refundClaimedAt: deps.now().toISOString() });
      await tx
        .update(payments)
        .set({ checkout: sql`${payments.checkout} || ${claim}::jsonb`, updatedAt: deps.now() })
        .where(eq(payments.id, payment.id));
    }
    return true;
  });
  if (!claimed) return false;
  if (!options.alreadyRefunded) {
    const key = `refund:${payment.id}`;
    if (payment.method === "card") await deps.cards.refund(payment.providerPaymentId, key);
    else await deps.wallet.refund(payment.providerPaymentId, key);
  }
  return markRefunded(deps, payment.id, reason);
}

/**
 * Records a refund the provider made, once: the payment (and its order, if any) refunded, the
 * order's store credits reversed in the ledger (a refunded shirt earns its store nothing; the
 * credit stays, marked, so the owner's dashboard shows what was reversed; one a withdrawal already
 * took is owed back and comes off the store's next withdrawal), PaymentRefunded published with the
 * order it paid for. The payment's row lock and `reversed_at` make each credit reversed once.
 */
export const markRefunded = (deps: Pick<CommerceDeps, "db" | "now">, paymentId: string, reason: string): Promise<boolean> =>
  deps.db.transaction((tx) => recordRefund(tx, paymentId, reason, deps.now()));

/** `markRefunded` in the caller's transaction (a webhook records its event id in the same one). */
export async function recordRefund(tx: Tx, paymentId: string, reason: string, refundedAt: Date): Promise<boolean> {
  const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  if (!locked || locked.status === "refunded") return false;
  await tx.update(payments).set({ status: "refunded", updatedAt: refundedAt }).where(eq(payments.id, paymentId));
  if (locked.orderId) {
    await tx.update(orders).set({ paymentStatus: "refunded" }).where(eq(orders.id, locked.orderId));
    await tx
      .update(earnings)
      .set({ reversedAt: refundedAt })
      .where(and(eq(earnings.orderId, locked.orderId), isNull(earnings.reversedAt)));
  }
  await publishEvent(tx, {
    schema: PaymentRefundedSchema,
    aggregateId: locked.id,
    occurredAt: refundedAt,
    data: {
      paymentId: locked.id,
      provider: locked.provider,
      providerPaymentId: locked.providerPaymentId,
      amountCents: locked.amountCents,
      reason,
      refundedAt: timestampFromDate(refundedAt),
      orderId: locked.orderId ?? "",
    },
  });
  return true;
}
