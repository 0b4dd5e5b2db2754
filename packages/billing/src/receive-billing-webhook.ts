import type { Db, Tx } from "@highcotton/kit/db";
import { type DomainError, fail, ok, type Result } from "@highcotton/kit/errors";
import type { SubscriptionEvent } from "./ports.ts";
import { subscriptionMessages } from "./ports.ts";
import { verifyStripeSignature } from "./stripe/stripe-signature.ts";
import { subscriptionEventOf } from "./stripe-billing-events.ts";
import { stripeWebhookEvents } from "./tables.ts";

/**
 * A Stripe Billing webhook delivery, as received. The signature is checked against the endpoint's
 * secret at the service's time (no secret: every delivery is refused); the event id is recorded in
 * the transaction of its effect (`apply`, the service's own), so a redelivery (even one arriving
 * at the same moment) changes nothing. Types other than invoice.paid, invoice.payment_failed,
 * customer.subscription.updated and customer.subscription.deleted are acknowledged and ignored.
 */
export async function receiveStripeBillingWebhook(
  deps: { db: Db; now: () => Date; secret: string | undefined },
  delivery: { payload: string; signature: string },
  apply: (tx: Tx, event: SubscriptionEvent, at: Date) => Promise<unknown>,
): Promise<Result<true, DomainError>> {
  if (!deps.secret) return fail("BAD_USER_INPUT", subscriptionMessages.webhookSecretMissing);
  const verified = verifyStripeSignature(delivery.payload, delivery.signature, deps.secret, deps.now());
  if (!verified.ok) return verified;
  const event = verified.value;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const first = await tx
      .insert(stripeWebhookEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeWebhookEvents.id });
    if (first.length === 0) return;
    const change = subscriptionEventOf(event);
    if (change) await apply(tx, change, now);
  });
  return ok(true);
}
