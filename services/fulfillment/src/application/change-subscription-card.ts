import { randomUUID } from "node:crypto";
import { cardChangeDecisionOf, changeSubscriptionCard as changeCardAtProvider } from "@highcotton/billing";
import { type AuthUser, fail, ok, parseInput, type Result } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { paymentMethodIdSchema } from "../contract/index.ts";
import { merchants } from "../db/schema.ts";
import { messages } from "../domain/messages.ts";
import { findMerchantOf, type MerchantView } from "./find-merchant.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

/**
 * The merchant changes the card that pays its subscription (see billing's changeSubscriptionCard):
 * a declined card is PAYMENT_REQUIRED with the provider's message and the old card keeps paying;
 * refused cards count against the account's card attempts. Nothing is charged now. An inactive
 * merchant pays again with the new card instead (resumeSubscription).
 */
export async function changeSubscriptionCard(
  deps: Pick<FulfillmentDeps, "db" | "subscriptions" | "now">,
  user: AuthUser | null,
  paymentMethodId: unknown,
): Promise<Result<MerchantView>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const merchant = await findMerchantOf(deps, user.id);
  if (!merchant) return fail("NOT_FOUND", messages.merchantNotFound);
  const card = parseInput(paymentMethodIdSchema, paymentMethodId);
  if (!card.ok) return card;
  if (cardChangeDecisionOf({ active: merchant.isActive, cancelAtPeriodEnd: merchant.cancelAtPeriodEnd }) === "inactive") {
    return fail("CONFLICT", messages.subscriptionInactive);
  }
  const changed = await changeCardAtProvider(
    deps,
    user.id,
    {
      customerId: merchant.providerCustomerId,
      subscriptionId: merchant.providerSubscriptionId,
      paymentMethodId: card.value,
      // Nothing is charged, so each change is its own (a key reused later would replay an older
      // answer: card A, then B, then A again must end with A).
      idempotencyKey: `merchant-card:${merchant.id}:${randomUUID()}`,
    },
    (tx, onFile) =>
      tx
        .update(merchants)
        .set({ cardBrand: onFile.brand, cardLast4: onFile.last4, updatedAt: deps.now() })
        .where(eq(merchants.id, merchant.id)),
  );
  if (!changed.ok) return changed;
  const updated = await findMerchantOf(deps, user.id);
  if (!updated) throw new Error(`The merchant ${merchant.id} vanished while its card changed`);
  return ok(updated);
}
