import { saveOfflineCard, subscriptionMessages } from "@highcotton/billing";
import { type AuthUser, fail, type Result } from "@highcotton/kit";
import { messages } from "../contract/index.ts";
import type { AdsDeps } from "./ads-deps.ts";
import { findAdvertiserOf } from "./find-my-advertiser.ts";

/**
 * The offline provider's card form for advertisers (see billing's `saveOfflineCard`): a card
 * Stripe would refuse is refused with Stripe's message, under the account's card attempt limit.
 * NOT_FOUND while Stripe bills advertisers. Only an advertiser saves cards (its dashboard is the
 * one page that takes one), so nobody can fill the provider's store anonymously.
 */
export async function createAdvertiserOfflinePaymentMethod(
  deps: Pick<AdsDeps, "offline" | "db" | "now">,
  user: AuthUser | null,
  card: unknown,
): Promise<Result<{ id: string; brand: string; last4: string }>> {
  if (!deps.offline) return fail("NOT_FOUND", subscriptionMessages.offlineNotInUse);
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  if (!(await findAdvertiserOf(deps, user.id))) return fail("NOT_FOUND", messages.noAdvertiser);
  return saveOfflineCard(deps, user.id, card);
}
