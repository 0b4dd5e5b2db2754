import { randomUUID } from "node:crypto";
import { cardChangeDecisionOf, changeSubscriptionCard } from "@highcotton/billing";
import { type AuthUser, fail, ok, parseInput, type Result } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { advertisers } from "../db/schema.ts";
import { paymentMethodIdSchema } from "../domain/advertiser-billing.ts";
import type { AdsDeps } from "./ads-deps.ts";
import { standingOf } from "./cancel-advertising-plan.ts";
import { type AdvertiserView, advertiserViewOf, findAdvertiserOf } from "./find-my-advertiser.ts";

/**
 * The advertiser changes the card that pays its plan (see billing's changeSubscriptionCard): a
 * declined card is PAYMENT_REQUIRED with the provider's message and the old card keeps paying;
 * refused cards count against the account's card attempts. Nothing is charged now. A plan that is
 * not paid is paid with the new card instead (payAdvertisingPlan).
 */
export async function changeAdvertiserCard(
  deps: Pick<AdsDeps, "db" | "subscriptions" | "now">,
  user: AuthUser | null,
  paymentMethodId: unknown,
): Promise<Result<AdvertiserView>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const advertiser = await findAdvertiserOf(deps, user.id);
  if (!advertiser) return fail("NOT_FOUND", messages.noAdvertiser);
  const card = parseInput(paymentMethodIdSchema, paymentMethodId);
  if (!card.ok) return card;
  const { providerCustomerId: customerId, providerSubscriptionId: subscriptionId } = advertiser;
  if (cardChangeDecisionOf(standingOf(advertiser)) === "inactive" || !customerId || !subscriptionId) {
    return fail("CONFLICT", messages.planNotPaid);
  }
  const changed = await changeSubscriptionCard(
    deps,
    user.id,
    // Nothing is charged, so each change is its own (a key reused later would replay an older answer).
    {
      customerId,
      subscriptionId,
      paymentMethodId: card.value,
      idempotencyKey: `advertiser-card:${advertiser.id}:${randomUUID()}`,
    },
    async (tx, onFile) => {
      const [row] = await tx
        .update(advertisers)
        .set({ cardBrand: onFile.brand, cardLast4: onFile.last4, updatedAt: deps.now() })
        .where(eq(advertisers.id, advertiser.id))
        .returning();
      return row;
    },
  );
  if (!changed.ok) return changed;
  if (!changed.value) throw new Error(`The advertiser ${advertiser.id} vanished while its card changed`);
  return ok(advertiserViewOf(changed.value));
}
