import { pendingEndAfter, type SubscriptionEvent } from "@highcotton/billing";
import type { Tx } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { advertisers } from "../db/schema.ts";
import { applyAdvertiserBillingEvent } from "../domain/advertiser-billing.ts";
import { activatePaidAdvertisements } from "./activate-paid-advertisements.ts";
import { announceSubscriptionChange } from "./announce-subscription-change.ts";

/**
 * Something happened to an advertiser's subscription at the card provider (a month paid or
 * declined, the subscription ended), inside the caller's transaction (a webhook's once-only
 * record, a renewal's charge): the plan's status and paid-through date follow and
 * AdvertiserSubscriptionChanged is published; a paid month also activates ads waiting for it. A
 * lapsed advertiser's ads are not served, since serving asks for an active plan paid beyond now.
 * A plan the advertiser canceled ends here when its month ends; whether it is set to end follows
 * the provider (not announced: only the advertiser's own dashboard shows it).
 * The same event again changes nothing. False when no advertiser has that subscription.
 */
export async function applySubscriptionEventIn(tx: Tx, event: SubscriptionEvent, at: Date, traceId?: string): Promise<boolean> {
  // Locked: deliveries of the same event at once see each other's result, so one announces it.
  const [advertiser] = await tx
    .select()
    .from(advertisers)
    .where(eq(advertisers.providerSubscriptionId, event.subscriptionId))
    .for("update");
  if (!advertiser) return false;
  const next = applyAdvertiserBillingEvent({ status: advertiser.subscriptionStatus, paidThrough: advertiser.paidThrough }, event);
  const cancelAtPeriodEnd = pendingEndAfter(
    { ended: advertiser.subscriptionStatus === "canceled", cancelAtPeriodEnd: advertiser.cancelAtPeriodEnd },
    event,
  );
  if (cancelAtPeriodEnd !== advertiser.cancelAtPeriodEnd) {
    await tx.update(advertisers).set({ cancelAtPeriodEnd, updatedAt: at }).where(eq(advertisers.id, advertiser.id));
  }
  if (!next) return true;
  const [updated] = await tx
    .update(advertisers)
    .set({ subscriptionStatus: next.status, paidThrough: next.paidThrough, updatedAt: at })
    .where(eq(advertisers.id, advertiser.id))
    .returning();
  if (!updated) throw new Error(`The advertiser ${advertiser.id} vanished while its plan changed`);
  await announceSubscriptionChange(tx, updated, at, traceId);
  if (updated.subscriptionStatus === "active") await activatePaidAdvertisements(tx, updated.id, at, traceId);
  return true;
}
