import { renewOfflineSubscriptions as renewDue } from "@highcotton/billing";
import { applySubscriptionEventIn } from "./apply-subscription-event.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

/**
 * The offline provider's monthly renewals of merchants' subscriptions: a declining card makes the
 * merchant inactive, in the transaction of the charge. Answers how many were charged.
 */
export function renewOfflineSubscriptions(deps: Pick<FulfillmentDeps, "db" | "now" | "offline">): Promise<number> {
  return renewDue(deps, (tx, event, at) => applySubscriptionEventIn(tx, event, at));
}
