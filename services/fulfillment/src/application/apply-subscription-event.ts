import { pendingEndAfter, type SubscriptionEvent } from "@highcotton/billing";
import type { Tx } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { merchants } from "../db/schema.ts";
import { applyBillingEvent } from "../domain/subscription-state.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";
import { announceBilling } from "./merchant-billing-events.ts";

/**
 * Something happened to a merchant's subscription at the card provider (a renewal paid or
 * declined, the subscription ended, or was set to end with its paid month): the merchant's status
 * follows, and MerchantSubscribed or MerchantSubscriptionLapsed is published when it became active
 * or inactive. A subscription the merchant canceled lapses here when its month ends (reason
 * canceled). One transaction; the same event again changes nothing. False when no merchant has
 * that subscription.
 */
export async function applySubscriptionEvent(
  deps: Pick<FulfillmentDeps, "db" | "now">,
  event: SubscriptionEvent,
  traceId?: string,
): Promise<boolean> {
  return deps.db.transaction((tx) => applySubscriptionEventIn(tx, event, deps.now(), traceId));
}

/** The same, inside the caller's transaction (a webhook's once-only record, a renewal's charge). */
export async function applySubscriptionEventIn(tx: Tx, event: SubscriptionEvent, at: Date, traceId?: string): Promise<boolean> {
  // Locked: deliveries of the same event at once see each other's result, so one announces it.
  const [merchant] = await tx
    .select()
    .from(merchants)
    .where(eq(merchants.providerSubscriptionId, event.subscriptionId))
    .for("update");
  if (!merchant) return false;
  const change = applyBillingEvent(
    { status: merchant.subscriptionStatus, isActive: merchant.isActive, currentPeriodEnd: merchant.currentPeriodEnd },
    event,
  );
  const cancelAtPeriodEnd = pendingEndAfter(
    { ended: merchant.subscriptionStatus === "canceled", cancelAtPeriodEnd: merchant.cancelAtPeriodEnd },
    event,
  );
  if (!change && cancelAtPeriodEnd === merchant.cancelAtPeriodEnd) return true;
  const [updated] = await tx
    .update(merchants)
    .set({
      ...(change && {
        subscriptionStatus: change.next.status,
        isActive: change.next.isActive,
        currentPeriodEnd: change.next.currentPeriodEnd,
      }),
      cancelAtPeriodEnd,
      updatedAt: at,
    })
    .where(eq(merchants.id, merchant.id))
    .returning();
  if (change?.notice && updated) await announceBilling(tx, updated, change.notice, at, traceId);
  return true;
}
