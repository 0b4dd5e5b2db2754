import { receiveStripeBillingWebhook } from "@highcotton/billing";
import type { DomainError, Result } from "@highcotton/kit";
import type { AdsDeps } from "./ads-deps.ts";
import { applySubscriptionEventIn } from "./apply-subscription-event.ts";

/**
 * A Stripe Billing webhook delivery for advertisers' plans, as received: verified and recorded
 * once by billing's receiver (no signing secret: refused), its effect on the advertiser applied in the same
 * transaction. Events of subscriptions no advertiser has (a merchant's, on the same Stripe
 * account) are acknowledged and change nothing.
 */
export function receiveStripeAdvertiserBillingWebhook(
  deps: Pick<AdsDeps, "db" | "now" | "stripeBillingWebhookSecret">,
  delivery: { payload: string; signature: string },
  traceId?: string,
): Promise<Result<true, DomainError>> {
  return receiveStripeBillingWebhook(
    { db: deps.db, now: deps.now, secret: deps.stripeBillingWebhookSecret },
    delivery,
    (tx, event, at) => applySubscriptionEventIn(tx, event, at, traceId),
  );
}
