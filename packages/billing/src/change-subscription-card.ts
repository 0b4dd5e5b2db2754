import type { Db, Tx } from "@highcotton/kit/db";
import { ok, type Result } from "@highcotton/kit/errors";
import { limitCardAttempts } from "./card-attempts.ts";
import type { CardOnFile, CardSubscriptions } from "./ports.ts";
import { chargeCard } from "./provider-calls.ts";

/**
 * A subscriber changes the card that pays its subscription, under the account's card attempt
 * limit: the provider checks the card and makes it the subscription's default (nothing is
 * charged now), then the service records the card on file (`record`) in one transaction. A card
 * the provider refuses is PAYMENT_REQUIRED with its message (BAD_USER_INPUT when it knows no such
 * card), counts as a failed attempt, and leaves the old card paying. The caller has decided the
 * subscriber may (see `cardChangeDecisionOf`).
 */
export async function changeSubscriptionCard<T>(
  deps: { db: Db; now: () => Date; subscriptions: Pick<CardSubscriptions, "changeCard"> },
  userId: string,
  input: Parameters<CardSubscriptions["changeCard"]>[0],
  record: (tx: Tx, card: CardOnFile) => Promise<T>,
): Promise<Result<T>> {
  const changed = await limitCardAttempts(deps, userId, () => chargeCard(() => deps.subscriptions.changeCard(input)));
  if (!changed.ok) return changed;
  const card = changed.value;
  return ok(await deps.db.transaction((tx) => record(tx, card)));
}
