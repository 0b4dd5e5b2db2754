import type { Db, Tx } from "@highcotton/kit/db";
import type { CardSubscriptions, SubscriptionEnd } from "./ports.ts";

/**
 * A subscriber cancels its subscription at the end of the paid month, or keeps it (takes the
 * cancel back): the provider is told first (Stripe's cancel_at_period_end, the offline
 * subscription's flag), then what it answered is recorded by the service (`record`: its
 * subscriber's row and any event) in one transaction. Nothing is charged or refunded; the month
 * paid stays paid. The caller has decided the subscriber may (see `cancelDecisionOf`).
 */
export async function setSubscriptionEnd<T>(
  deps: { db: Db; subscriptions: Pick<CardSubscriptions, "setCancelAtPeriodEnd"> },
  input: { subscriptionId: string; cancelAtPeriodEnd: boolean; idempotencyKey: string },
  record: (tx: Tx, end: SubscriptionEnd) => Promise<T>,
): Promise<T> {
  const end = await deps.subscriptions.setCancelAtPeriodEnd(input);
  return deps.db.transaction((tx) => record(tx, end));
}
