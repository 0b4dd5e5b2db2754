import { eq, sql } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { payments } from "../db/schema.ts";
import { readCheckout } from "./checkout.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import type { PaymentRow } from "./payment-request.ts";
import { refundPayment } from "./refund-payment.ts";

type Deps = Pick<CommerceDeps, "db" | "now" | "cards" | "wallet">;

/**
 * A payment whose cart changed after it was asked for cannot become an order: it paid for other
 * shirts than the cart now holds (even at the same total). Money the provider took goes back now,
 * through the refund path of every payment that cannot become an order; a payment not taken yet
 * is only claimed for the refund, so no order can use it, its wallet order is never captured, and
 * reconciliation refunds it should it be paid after all. Answers the payment's order instead when
 * another request placed it meanwhile (a retry whose first try emptied the cart).
 */
export async function refundChangedCart(deps: Deps, payment: PaymentRow): Promise<{ orderId: string | null }> {
  if (await moneyTaken(deps, payment)) await refundPayment(deps, payment, messages.cartChanged, { evenWithForm: true });
  else await claimForRefund(deps, payment.id);
  const [now] = await deps.db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, payment.id));
  return { orderId: now?.orderId ?? null };
}

async function moneyTaken(deps: Deps, payment: PaymentRow): Promise<boolean> {
  if (payment.method === "card") return (await deps.cards.retrieve(payment.providerPaymentId))?.status === "succeeded";
  return (await deps.wallet.getOrder(payment.providerPaymentId))?.status === "COMPLETED";
}

/** Marks the payment as one no order may use, unless it has an order already. */
async function claimForRefund(deps: Deps, paymentId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!locked || locked.orderId || locked.status === "refunded" || readCheckout(locked.checkout).refundClaimedAt) return;
    const claim = JSON.stringify({ refundClaimedAt: deps.now().toISOString() });
    await tx
      .update(payments)
      .set({ checkout: sql`${payments.checkout} || ${claim}::jsonb`, updatedAt: deps.now() })
      .where(eq(payments.id, paymentId));
  });
}
