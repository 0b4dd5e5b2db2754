import type { SubscriptionEvent, SubscriptionState } from "@highcotton/billing/domain";
import { z } from "zod";
import { messages } from "../contract/index.ts";

/** `unpaid` from approval until the first month is paid, then the card provider's statuses. */
export type AdvertiserSubscriptionStatus = "unpaid" | SubscriptionState;

/** Where an advertiser's plan stands, as its row keeps it. */
export interface AdvertiserBilling {
  status: AdvertiserSubscriptionStatus;
  /** When the paid month ends; null before the first payment. */
  paidThrough: Date | null;
}

/** A card provider's payment method: pm_… from Stripe Elements or the offline card form. */
export const paymentMethodIdSchema = z
  .string(messages.paymentMethodRequired)
  .trim()
  .min(1, messages.paymentMethodRequired)
  .max(255, messages.paymentMethodRequired)
  .regex(/^pm_\w+$/, messages.paymentMethodRequired);

/** What a payment does: unpaid starts a subscription, a lapsed one is paid again, a paid one is left alone. */
export function paymentActionOf(status: AdvertiserSubscriptionStatus): "subscribe" | "resume" | "already_paid" {
  if (status === "unpaid") return "subscribe";
  return status === "active" ? "already_paid" : "resume";
}

const isAfter = (a: Date | undefined, b: Date | null) => a !== undefined && (b === null || a.getTime() > b.getTime());
/** The invoice's month ends no later than the month the advertiser is known to have paid. */
const alreadyPaidThrough = (current: AdvertiserBilling, periodEnd: Date | undefined) =>
  periodEnd !== undefined && current.paidThrough !== null && periodEnd.getTime() <= current.paidThrough.getTime();

/**
 * What an event at the card provider does to the advertiser's plan, or null when it changes
 * nothing (then nothing is announced, so a redelivery announces nothing twice). As for merchants:
 * a canceled subscription has ended for good (paying again starts a new one), and since Stripe does
 * not deliver in order, a failure of a month already paid, or a payment of a month before the one
 * that failed, is a late delivery. An unpaid advertiser has no subscription an event could name.
 */
export function applyAdvertiserBillingEvent(current: AdvertiserBilling, event: SubscriptionEvent): AdvertiserBilling | null {
  if (current.status === "canceled" || current.status === "unpaid") return null;
  switch (event.kind) {
    case "paid": {
      if (current.status !== "active" && alreadyPaidThrough(current, event.currentPeriodEnd)) return null;
      const paidThrough = isAfter(event.currentPeriodEnd, current.paidThrough)
        ? (event.currentPeriodEnd ?? null)
        : current.paidThrough;
      if (current.status === "active" && paidThrough === current.paidThrough) return null;
      return { status: "active", paidThrough };
    }
    case "payment_failed":
      if (current.status === "past_due" || alreadyPaidThrough(current, event.periodEnd)) return null;
      return { ...current, status: "past_due" };
    case "canceled":
      return { ...current, status: "canceled" };
    case "cancel_at_period_end":
      // Not a change of billing: the month paid stays paid (see billing's `pendingEndAfter`).
      return null;
  }
}
