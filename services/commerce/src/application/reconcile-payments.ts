import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { cartItems, payments } from "../db/schema.ts";
import { DAY_MS } from "../domain/earnings.ts";
import { captureWalletPayment } from "./capture-wallet-order.ts";
import { type CheckoutLine, readCheckout } from "./checkout.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import type { PaymentRow } from "./payment-request.ts";
import { markPaymentFailed, markPaymentSucceeded } from "./payment-status.ts";
import { recordOrder } from "./record-order.ts";
import { refundPayment } from "./refund-payment.ts";

/** Payments looked at per run; the rest wait for the next minute. */
const BATCH = 100;

export interface ReconcileSummary {
  checked: number;
  placed: number;
  refunded: number;
  failed: number;
  /** Still in progress at the provider, or paid too recently to give up on the browser. */
  waiting: number;
  /** Left for the next run after an error (logged). */
  errors: number;
}

type Outcome = Exclude<keyof ReconcileSummary, "checked">;
/** What the provider says; `mismatched`: it took an amount other than the payment's, which no order can use. */
type ProviderState = "succeeded" | "approved" | "pending" | "failed" | "refunded" | "mismatched";

/**
 * Heals payments that never became orders (the browser closed, the request died): a paid one
 * whose shopper had submitted the shipping form gets its order, from the lines it was paid for; a
 * paid one without a form is refunded (PaymentRefunded); a failed or abandoned one is marked
 * failed. Safe to run twice at once and beside placeOrder: every change takes the payment's row
 * lock and checks again.
 */
export async function reconcilePayments(deps: CommerceDeps): Promise<ReconcileSummary> {
  const now = deps.now();
  const dueBefore = new Date(now.getTime() - deps.reconcileAfterMs);
  const due = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        isNull(payments.orderId),
        lt(payments.createdAt, dueBefore),
        or(
          inArray(payments.status, ["pending", "succeeded"]),
          // A declined attempt can still be followed by a successful one for a while.
          and(eq(payments.status, "failed"), gt(payments.createdAt, new Date(now.getTime() - DAY_MS))),
        ),
      ),
    )
    // Abandoned checkouts wait here for a day, so the batch takes first the payments that owe the
    // shopper something: a saved form (an order to place), then money known to be taken.
    .orderBy(desc(sql`${payments.checkout} ? 'form'`), desc(sql`${payments.status} = 'succeeded'`), asc(payments.createdAt))
    .limit(BATCH);
  const summary: ReconcileSummary = { checked: due.length, placed: 0, refunded: 0, failed: 0, waiting: 0, errors: 0 };
  for (const payment of due) {
    try {
      summary[await reconcilePayment(deps, payment, now)]++;
    } catch (error) {
      deps.logger.warn({ err: error, paymentId: payment.id }, "reconciling a payment failed; trying again next run");
      summary.errors++;
    }
  }
  if (summary.placed + summary.refunded + summary.failed + summary.errors > 0) {
    deps.logger.info({ summary }, "payments reconciled");
  }
  return summary;
}

async function reconcilePayment(deps: CommerceDeps, payment: PaymentRow, now: Date): Promise<Outcome> {
  const failure = { message: "The payment was canceled" };
  const state = await providerState(deps, payment, failure);
  const { form, refundClaimedAt } = readCheckout(payment.checkout);
  const abandoned = now.getTime() - payment.createdAt.getTime() > DAY_MS;
  if (state === "failed") return (await markPaymentFailed(deps.db, payment.id, failure.message, now)) ? "failed" : "waiting";
  if (state === "refunded") {
    const refunded = await refundPayment(deps, payment, "Refunded at the payment provider", { alreadyRefunded: true });
    return refunded ? "refunded" : "waiting";
  }
  // An approved wallet payment without a form is left uncaptured: no money moves for an order that cannot ship.
  // A payment claimed for a refund (its cart changed) is never captured: nothing was taken.
  if (state === "pending" || (state === "approved" && (!form || refundClaimedAt))) {
    if (!abandoned) return "waiting";
    return (await markPaymentFailed(deps.db, payment.id, "The payment was not completed", now)) ? "failed" : "waiting";
  }
  if (state === "approved") {
    const captured = await captureWalletPayment(deps, payment);
    if (!captured.ok) return "waiting";
  }
  if (form && !refundClaimedAt && state !== "mismatched") {
    return (await placeFromCheckout(deps, payment.id)) ? "placed" : "waiting";
  }
  // Paid without a form: give the browser the grace period from the moment the money was taken.
  if (!payment.succeededAt) {
    await markPaymentSucceeded(deps.db, payment.id, now);
    return "waiting";
  }
  if (now.getTime() - payment.succeededAt.getTime() < deps.reconcileAfterMs) return "waiting";
  const reason = state === "mismatched" ? "The amount paid did not match the order" : "The order was never completed";
  const evenWithForm = state === "mismatched" || Boolean(refundClaimedAt);
  return (await refundPayment(deps, payment, reason, { evenWithForm })) ? "refunded" : "waiting";
}

async function providerState(deps: CommerceDeps, payment: PaymentRow, failure: { message: string }): Promise<ProviderState> {
  if (payment.method === "card") {
    const intent = await deps.cards.retrieve(payment.providerPaymentId);
    if (!intent) return "pending";
    if (intent.failureMessage) failure.message = intent.failureMessage;
    if (intent.status === "succeeded" && intent.amountCents !== payment.amountCents) return "mismatched";
    return intent.status === "canceled" ? "failed" : intent.status;
  }
  const order = await deps.wallet.getOrder(payment.providerPaymentId);
  if (!order || order.status === "CREATED") return "pending";
  if (order.amountCents !== payment.amountCents && order.status === "COMPLETED") return "mismatched";
  if (order.status === "VOIDED") return "failed";
  if (order.status === "REFUNDED") return "refunded";
  return order.status === "COMPLETED" ? "succeeded" : "approved";
}

/** Places the order from the payment's own checkout (the lines paid for and the saved form). */
async function placeFromCheckout(deps: CommerceDeps, paymentId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!locked || locked.orderId || locked.status === "refunded") return false;
    const checkout = readCheckout(locked.checkout);
    if (!checkout.form || checkout.refundClaimedAt) return false;
    await recordOrder(tx, { payment: locked, checkout: { lines: checkout.lines, form: checkout.form }, placedAt: deps.now() });
    // The shirts paid for leave the shopper's cart, as they would have had the browser placed the order.
    await tx.delete(cartItems).where(and(eq(cartItems.sessionId, locked.sessionId), or(...checkout.lines.map(sameLine))));
    return true;
  });
}

const sameLine = (line: CheckoutLine) =>
  and(eq(cartItems.designId, line.designId), sql`${cartItems.size} = ${line.size}`, sql`${cartItems.color} = ${line.color}`);
