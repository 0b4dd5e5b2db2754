import { randomUUID } from "node:crypto";
import { cancelDecisionOf, setSubscriptionEnd } from "@highcotton/billing";
import { type AuthUser, fail, ok, type Result } from "@highcotton/kit";
import { and, eq, ne } from "drizzle-orm";
import { merchants } from "../db/schema.ts";
import { messages } from "../domain/messages.ts";
import { findMerchantOf, type MerchantView } from "./find-merchant.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

/**
 * The merchant cancels its $5/month subscription at the end of the paid month: the provider will
 * not charge it again, and the merchant stays active (sees and accepts leads) until then. When the
 * month ends the subscription ends and the merchant lapses as any ended subscription does
 * (MerchantSubscriptionLapsed, reason canceled). Keeping it before then is `keepSubscription`.
 */
export async function cancelSubscription(
  deps: Pick<FulfillmentDeps, "db" | "subscriptions" | "now">,
  user: AuthUser | null,
): Promise<Result<MerchantView>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const merchant = await findMerchantOf(deps, user.id);
  if (!merchant) return fail("NOT_FOUND", messages.merchantNotFound);
  const decision = cancelDecisionOf({ active: merchant.isActive, cancelAtPeriodEnd: merchant.cancelAtPeriodEnd });
  if (decision === "inactive") return fail("CONFLICT", messages.subscriptionInactive);
  if (decision === "already_ending") return fail("CONFLICT", messages.subscriptionAlreadyEnding);
  return ok(await recordSubscriptionEnd(deps, merchant, true));
}

/**
 * Tells the provider whether the merchant's subscription ends with its paid month and records its
 * answer on the merchant. Setting the flag twice is harmless, so each request has its own key
 * (the client's retries of it share it): a key reused later would replay an older answer.
 */
export async function recordSubscriptionEnd(
  deps: Pick<FulfillmentDeps, "db" | "subscriptions" | "now">,
  merchant: MerchantView,
  cancelAtPeriodEnd: boolean,
): Promise<MerchantView> {
  await setSubscriptionEnd(
    deps,
    {
      subscriptionId: merchant.providerSubscriptionId,
      cancelAtPeriodEnd,
      idempotencyKey: `merchant-end:${merchant.id}:${randomUUID()}`,
    },
    (tx, end) =>
      tx
        .update(merchants)
        .set({ cancelAtPeriodEnd: end.cancelAtPeriodEnd, updatedAt: deps.now() })
        // A renewal may have ended the subscription meanwhile: nothing is pending on an ended one.
        .where(and(eq(merchants.providerSubscriptionId, end.subscriptionId), ne(merchants.subscriptionStatus, "canceled"))),
  );
  const updated = await findMerchantOf(deps, merchant.userId);
  if (!updated) throw new Error(`The merchant ${merchant.id} vanished while its subscription changed`);
  return updated;
}
