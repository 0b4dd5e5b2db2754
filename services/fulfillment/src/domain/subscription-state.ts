import type { SubscriptionEvent, SubscriptionState } from "@highcotton/billing/domain";

/** Where a merchant's subscription stands, as the merchant's row keeps it. */
export interface MerchantBilling {
  status: SubscriptionState;
  /** SPEC's Active or Inactive: only an active merchant sees and accepts leads. */
  isActive: boolean;
  currentPeriodEnd: Date;
}

/** What others hear of a change: the merchant became active, or stopped being active. */
export type BillingNotice =
  | { event: "MerchantSubscribed" }
  | { event: "MerchantSubscriptionLapsed"; reason: "payment_failed" | "canceled" };

export interface BillingChange {
  next: MerchantBilling;
  /** Only a change of isActive is announced, so a redelivered event announces nothing twice. */
  notice: BillingNotice | null;
}

const later = (a: Date, b: Date | undefined) => (b && b.getTime() > a.getTime() ? b : a);
/** The invoice's month ends no later than the month the merchant is known to have paid. */
const alreadyPaidThrough = (current: MerchantBilling, periodEnd: Date | undefined) =>
  periodEnd !== undefined && periodEnd.getTime() <= current.currentPeriodEnd.getTime();

/** Paid: active through the later of the known period ends. */
function activate(current: MerchantBilling, periodEnd: Date | undefined): BillingChange {
  return {
    next: { status: "active", isActive: true, currentPeriodEnd: later(current.currentPeriodEnd, periodEnd) },
    notice: current.isActive ? null : { event: "MerchantSubscribed" },
  };
}

function lapse(current: MerchantBilling, status: "past_due" | "canceled"): BillingChange {
  return {
    next: { ...current, status, isActive: false },
    notice: current.isActive
      ? { event: "MerchantSubscriptionLapsed", reason: status === "canceled" ? "canceled" : "payment_failed" }
      : null,
  };
}

/**
 * What an event at the card provider does to the merchant. A canceled subscription has ended for
 * good (resuming starts a new one), so a late invoice event for it changes nothing: null. Stripe
 * does not deliver in order, so invoices are judged by the month they bill for against the month
 * the merchant has paid through: a failure of a month already paid, or a payment of a month before
 * the one that failed, is a late delivery and changes nothing. An event without its month counts.
 */
export function applyBillingEvent(current: MerchantBilling, event: SubscriptionEvent): BillingChange | null {
  if (current.status === "canceled") return null;
  switch (event.kind) {
    case "paid":
      if (!current.isActive && alreadyPaidThrough(current, event.currentPeriodEnd)) return null;
      return activate(current, event.currentPeriodEnd);
    case "payment_failed":
      if (alreadyPaidThrough(current, event.periodEnd)) return null;
      return lapse(current, "past_due");
    case "canceled":
      return lapse(current, "canceled");
    case "cancel_at_period_end":
      // Not a change of billing: the month paid stays paid (see billing's `pendingEndAfter`).
      return null;
  }
}

/** The merchant paid a lapsed subscription again (a new one when it had been canceled). */
export function resumeBilling(current: MerchantBilling, currentPeriodEnd: Date): BillingChange {
  const change = activate(current, undefined);
  return { ...change, next: { ...change.next, currentPeriodEnd } };
}
