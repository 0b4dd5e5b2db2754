import { receiveStripeBillingWebhook as receiveDelivery } from "@highcotton/billing";
import type { DomainError, Result } from "@highcotton/kit";
import { applySubscriptionEventIn } from "./apply-subscription-event.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

/**
 * A Stripe Billing webhook delivery for merchants' subscriptions, as received: verified and
 * recorded once by billing's receiver, its effect on the merchant applied in the same transaction.
 */
export function receiveStripeBillingWebhook(
  deps: Pick<FulfillmentDeps, "db" | "now" | "stripeBillingWebhookSecret">,
  delivery: { payload: string; signature: string },
  traceId?: string,
): Promise<Result<true, DomainError>> {
  return receiveDelivery({ db: deps.db, now: deps.now, secret: deps.stripeBillingWebhookSecret }, delivery, (tx, event, at) =>
    applySubscriptionEventIn(tx, event, at, traceId),
  );
}
