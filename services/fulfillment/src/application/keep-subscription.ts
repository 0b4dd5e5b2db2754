import { keepDecisionOf } from "@highcotton/billing";
import { type AuthUser, fail, ok, type Result } from "@highcotton/kit";
import { messages } from "../domain/messages.ts";
import { recordSubscriptionEnd } from "./cancel-subscription.ts";
import { findMerchantOf, type MerchantView } from "./find-merchant.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

/**
 * The merchant takes back a cancel before its paid month ends: the subscription renews as before,
 * on the card on file, and nothing is charged now. Reached through resumeSubscription, which
 * pays a lapsed subscription again instead.
 */
export async function keepSubscription(
  deps: Pick<FulfillmentDeps, "db" | "subscriptions" | "now">,
  user: AuthUser | null,
): Promise<Result<MerchantView>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const merchant = await findMerchantOf(deps, user.id);
  if (!merchant) return fail("NOT_FOUND", messages.merchantNotFound);
  const decision = keepDecisionOf({ active: merchant.isActive, cancelAtPeriodEnd: merchant.cancelAtPeriodEnd });
  if (decision === "inactive") return fail("CONFLICT", messages.subscriptionInactive);
  if (decision === "not_ending") return fail("CONFLICT", messages.subscriptionAlreadyActive);
  return ok(await recordSubscriptionEnd(deps, merchant, false));
}
