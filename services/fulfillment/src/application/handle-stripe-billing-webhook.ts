import { type DomainError, fail, ok, type Result } from "@highcotton/kit";
import { verifyStripeSignature } from "@highcotton/kit/stripe";
import { stripeWebhookEvents } from "../db/schema.ts";
import { messages } from "../domain/messages.ts";
import { subscriptionEventOf } from "../subscriptions/stripe-billing-webhook.ts";
import { applySubscriptionEventIn } from "./apply-subscription-event.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

/**
 * A Stripe Billing webhook delivery, as received. The signature is checked against the endpoint's
 * secret at the service's time; the event id is recorded in the transaction of its effect, so a
 * redelivery (even one arriving at the same moment) changes nothing. Types other than
 * invoice.paid, invoice.payment_failed and customer.subscription.deleted are acknowledged and ignored.
 */
export async function receiveStripeBillingWebhook(
  deps: Pick<FulfillmentDeps, "db" | "now" | "stripeBillingWebhookSecret">,
  delivery: { payload: string; signature: string },
  traceId?: string,
): Promise<Result<true, DomainError>> {
  if (!deps.stripeBillingWebhookSecret) return fail("BAD_USER_INPUT", messages.webhookSecretMissing);
  const verified = verifyStripeSignature(delivery.payload, delivery.signature, deps.stripeBillingWebhookSecret, deps.now());
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
    if (change) await applySubscriptionEventIn(tx, change, now, traceId);
  });
  return ok(true);
}
