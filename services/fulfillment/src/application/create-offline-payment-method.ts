import { saveOfflineCard, subscriptionMessages } from "@highcotton/billing";
import { type AuthUser, fail, type Result } from "@highcotton/kit";
import { messages } from "../domain/messages.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

/**
 * The offline provider's card form for merchants (see billing's `saveOfflineCard`). NOT_FOUND
 * while Stripe bills merchants. Only a signed-in Merchant account saves cards (the pages that take
 * one need it), so nobody can fill the provider's store anonymously.
 */
export async function createOfflinePaymentMethod(
  deps: Pick<FulfillmentDeps, "offline" | "db" | "now">,
  user: AuthUser | null,
  card: unknown,
): Promise<Result<{ id: string; brand: string; last4: string }>> {
  if (!deps.offline) return fail("NOT_FOUND", subscriptionMessages.offlineNotInUse);
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  if (user.role !== "merchant") return fail("FORBIDDEN", messages.merchantsOnly);
  return saveOfflineCard(deps, user.id, card);
}
