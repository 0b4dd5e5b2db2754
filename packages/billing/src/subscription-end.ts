// Pure: domain code may use it (through @highcotton/billing/domain).
import type { SubscriptionEvent } from "./ports.ts";

/**
 * What a subscriber may do with its subscription from its dashboard, from where it stands: cancel
 * it at the end of the paid month, keep it (take a pending cancel back), or change the card that
 * pays it. A lapsed subscription is paid again with a card instead, which the services already do.
 */
export interface SubscriptionStanding {
  /** Paid for the current month. */
  active: boolean;
  /** Set to end with the paid month: it will not be charged again. */
  cancelAtPeriodEnd: boolean;
}

/** Only a paid subscription can be set to end, once. */
export function cancelDecisionOf(standing: SubscriptionStanding): "cancel" | "inactive" | "already_ending" {
  if (!standing.active) return "inactive";
  return standing.cancelAtPeriodEnd ? "already_ending" : "cancel";
}

/** Only a subscription set to end (and not ended yet) can be kept. */
export function keepDecisionOf(standing: SubscriptionStanding): "keep" | "inactive" | "not_ending" {
  if (!standing.active) return "inactive";
  return standing.cancelAtPeriodEnd ? "keep" : "not_ending";
}

/**
 * A paid subscription's card can be changed (also while it is set to end: the card is kept on
 * file for a later keep). A lapsed one is paid again with the new card instead.
 */
export function cardChangeDecisionOf(standing: SubscriptionStanding): "change" | "inactive" {
  return standing.active ? "change" : "inactive";
}

/**
 * What a renewal does when the paid month ends: a subscription set to end ends (as Stripe does at
 * the period's end, with no charge); otherwise the card is charged, and a declining card makes
 * it past due.
 */
export function renewalOf(subscription: {
  cancelAtPeriodEnd: boolean;
  declineMessage: string | null | undefined;
}): "end" | "decline" | "charge" {
  if (subscription.cancelAtPeriodEnd) return "end";
  return subscription.declineMessage ? "decline" : "charge";
}

/**
 * Whether a subscription is set to end with its paid month after an event at the provider: set or
 * taken back there (here or at Stripe's own pages), and nothing is pending once it has ended
 * (`ended`: the subscriber's record says so already). A payment or a failure leaves it as it was.
 */
export function pendingEndAfter(current: { ended: boolean; cancelAtPeriodEnd: boolean }, event: SubscriptionEvent): boolean {
  if (event.kind === "canceled" || current.ended) return false;
  return event.kind === "cancel_at_period_end" ? event.cancelAtPeriodEnd : current.cancelAtPeriodEnd;
}
