import { renewOfflineSubscriptions as renewDue } from "@highcotton/billing";
import type { AdsDeps } from "./ads-deps.ts";
import { applySubscriptionEventIn } from "./apply-subscription-event.ts";

/**
 * The offline provider's monthly renewals of advertisers' plans: paid moves the advertiser's
 * paid-through date on a month, a declining card makes its plan past due, each in the transaction
 * of the charge. Answers how many were charged.
 */
export function renewOfflineSubscriptions(deps: Pick<AdsDeps, "db" | "now" | "offline">): Promise<number> {
  return renewDue(deps, (tx, event, at) => applySubscriptionEventIn(tx, event, at));
}
