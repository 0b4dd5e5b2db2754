import { type AuthUser, fail, parseInput, type Result } from "@highcotton/kit";
import { cardMessages } from "@highcotton/kit/cards";
import { limitCardAttempts, subscriptionMessages } from "@highcotton/kit/subscriptions";
import { z } from "zod";
import { messages } from "../domain/messages.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

const cardSchema = z.object(
  {
    number: z.string({ error: cardMessages.incorrectNumber }).max(40, cardMessages.incorrectNumber),
    expMonth: z.number({ error: cardMessages.invalidExpiryMonth }).int(cardMessages.invalidExpiryMonth),
    expYear: z.number({ error: cardMessages.invalidExpiryYear }).int(cardMessages.invalidExpiryYear),
    cvc: z.string({ error: cardMessages.invalidCvc }).max(10, cardMessages.invalidCvc),
  },
  { error: "Card details are required" },
);

/**
 * The offline provider's card form, as Stripe.js's createPaymentMethod: a card Stripe would
 * refuse is refused with Stripe's message; any other is saved as a pm_offline_… payment method
 * (a declining test number declines when it is charged). NOT_FOUND while Stripe bills merchants.
 * Only a signed-in Merchant account saves cards (the pages that take one need it), so nobody can
 * fill the provider's store anonymously.
 */
export async function createOfflinePaymentMethod(
  deps: Pick<FulfillmentDeps, "offline" | "db" | "now">,
  user: AuthUser | null,
  card: unknown,
): Promise<Result<{ id: string; brand: string; last4: string }>> {
  if (!deps.offline) return fail("NOT_FOUND", subscriptionMessages.offlineNotInUse);
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  if (user.role !== "merchant") return fail("FORBIDDEN", messages.merchantsOnly);
  const parsed = parseInput(cardSchema, card);
  if (!parsed.ok) return parsed;
  const offline = deps.offline;
  // A card the provider refuses as invalid counts against the account's card attempts.
  return limitCardAttempts(deps, user.id, () => offline.savePaymentMethod(parsed.value));
}
