import type { Db, Tx } from "@highcotton/kit/db";
import type { OfflineSubscriptions } from "./offline-subscriptions.ts";
import type { SubscriptionEvent } from "./ports.ts";

/** Subscriptions charged per transaction batch, and batches per run (a long outage catches up over runs). */
const BATCH = 100;
const MAX_BATCHES = 20;

/**
 * The offline provider's monthly renewals (Stripe renews its own): each active subscription whose
 * paid month has ended is charged for the next one. Paid moves its period on a month; a declining
 * card makes it past due; one its subscriber canceled ends instead, uncharged. Each charge (or end)
 * and its effect on the subscriber (`apply`, the service's own) are one transaction. Answers how
 * many came due; 0 while Stripe bills.
 */
export async function renewOfflineSubscriptions(
  deps: { db: Db; now: () => Date; offline?: OfflineSubscriptions | undefined },
  apply: (tx: Tx, event: SubscriptionEvent, at: Date) => Promise<unknown>,
): Promise<number> {
  const offline = deps.offline;
  if (!offline) return 0;
  let charged = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const now = deps.now();
    const due = await offline.dueSubscriptionIds(now, BATCH);
    for (const subscriptionId of due) {
      const renewed = await deps.db.transaction(async (tx) => {
        const event = await offline.renew(tx, subscriptionId, now);
        if (event) await apply(tx, event, now);
        return event !== null;
      });
      if (renewed) charged++;
    }
    if (due.length < BATCH) break;
  }
  return charged;
}
