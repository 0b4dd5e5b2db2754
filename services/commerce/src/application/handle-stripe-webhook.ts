import { type DomainError, fail, ok, type Result, type Tx } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { payments, stripeWebhookEvents } from "../db/schema.ts";
import { type StripeWebhookEvent, verifyStripeWebhook } from "../payments/stripe-webhook.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { markPaymentFailed, markPaymentSucceeded } from "./payment-status.ts";
import { recordRefund } from "./refund-payment.ts";

/**
 * A Stripe webhook delivery, as received. The signature is checked against the endpoint's secret
 * at the service's time; the event id is recorded in the transaction of its effect, so a
 * redelivery (even one arriving at the same moment) changes nothing. A paid intent is only marked
 * succeeded: the browser or reconciliation places its order from the saved checkout.
 */
export async function receiveStripeWebhook(
  deps: Pick<CommerceDeps, "db" | "now" | "stripeWebhookSecret">,
  delivery: { payload: string; signature: string },
): Promise<Result<true, DomainError>> {
  if (!deps.stripeWebhookSecret) return fail("BAD_USER_INPUT", messages.webhookSecretMissing);
  const verified = verifyStripeWebhook(delivery.payload, delivery.signature, deps.stripeWebhookSecret, deps.now());
  if (!verified.ok) return verified;
  const event = verified.value;
  await deps.db.transaction(async (tx) => {
    const first = await tx
      .insert(stripeWebhookEvents)
      .values({ id: event.id, type: event.type, receivedAt: deps.now() })
      .onConflictDoNothing()
      .returning({ id: stripeWebhookEvents.id });
    if (first.length > 0) await applyEvent(tx, event, deps.now());
  });
  return ok(true);
}

async function applyEvent(tx: Tx, event: StripeWebhookEvent, at: Date): Promise<void> {
  const intentId = event.type === "charge.refunded" ? event.object.paymentIntentId : event.object.id;
  if (!intentId) return;
  const [payment] = await tx.select().from(payments).where(eq(payments.providerPaymentId, intentId));
  if (payment?.method !== "card") return;
  switch (event.type) {
    case "payment_intent.succeeded":
      // An intent for another amount is not this payment's success; reconciliation refunds it.
      if (event.object.amount === undefined || event.object.amount === payment.amountCents) {
        await markPaymentSucceeded(tx, payment.id, at);
      }
      return;
    case "payment_intent.payment_failed":
      await markPaymentFailed(tx, payment.id, event.object.lastPaymentError ?? "The payment failed", at);
      return;
    case "charge.refunded":
      // Stripe sends it for partial refunds too: only a charge refunded in full refunds the order.
      if (event.object.refunded === false) return;
      await recordRefund(tx, payment.id, "Refunded at the payment provider", at);
      return;
    default:
      return;
  }
}
