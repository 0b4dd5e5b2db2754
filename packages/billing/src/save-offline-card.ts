import type { Db } from "@highcotton/kit/db";
import { fail, type Result } from "@highcotton/kit/errors";
import { parseInput } from "@highcotton/kit/validation";
import { z } from "zod";
import { limitCardAttempts } from "./card-attempts.ts";
import { cardMessages } from "./cards.ts";
import type { OfflineCardForm } from "./offline-payment-methods.ts";
import { subscriptionMessages } from "./ports.ts";

const cardSchema = z.object(
  {
    number: z.string({ error: cardMessages.incorrectNumber }).max(40, cardMessages.incorrectNumber),
    expMonth: z.number({ error: cardMessages.invalidExpiryMonth }).int(cardMessages.invalidExpiryMonth),
    expYear: z.number({ error: cardMessages.invalidExpiryYear }).int(cardMessages.invalidExpiryYear),
    cvc: z.string({ error: cardMessages.invalidCvc }).max(10, cardMessages.invalidCvc),
  },
  { error: cardMessages.detailsRequired },
);

/**
 * The offline provider's card form, as Stripe.js's createPaymentMethod: a card Stripe would
 * refuse is refused with Stripe's message; any other is saved as a pm_offline_… payment method
 * (a declining test number declines when it is charged). NOT_FOUND while Stripe bills. A card
 * refused as invalid counts against the account's card attempts; the caller decides who may save
 * cards at all.
 */
export async function saveOfflineCard(
  deps: { offline?: OfflineCardForm | undefined; db: Db; now: () => Date },
  userId: string,
  card: unknown,
): Promise<Result<{ id: string; brand: string; last4: string }>> {
  const offline = deps.offline;
  if (!offline) return fail("NOT_FOUND", subscriptionMessages.offlineNotInUse);
  const parsed = parseInput(cardSchema, card);
  if (!parsed.ok) return parsed;
  return limitCardAttempts(deps, userId, () => offline.savePaymentMethod(parsed.value));
}
