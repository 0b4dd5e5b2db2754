/**
 * How long a paid order may wait for a print shop. A lead nobody accepts is re-offered to every
 * merchant in the country after `reofferAfterMs`; an order still unaccepted after `refundAfterMs`
 * is withdrawn and its shopper refunded. An accepted lead must be fulfilled within `fulfilWithinMs`:
 * the first time a merchant misses that, the lead goes back to the pool (pending again, re-offered
 * at once); the second miss withdraws it and refunds the shopper. A returned lead's own waiting
 * time starts again when it comes back, so it gets the full `refundAfterMs` to find a printer.
 */
export interface LeadDeadlines {
  reofferAfterMs: number;
  refundAfterMs: number;
  fulfilWithinMs: number;
}

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/** The deadlines from fulfillment's settings (hours and days). */
export const leadDeadlinesOf = (settings: {
  LEAD_REOFFER_AFTER_HOURS: number;
  ORDER_REFUND_AFTER_DAYS: number;
  FULFIL_WITHIN_DAYS: number;
}): LeadDeadlines => ({
  reofferAfterMs: Math.round(settings.LEAD_REOFFER_AFTER_HOURS * HOUR_MS),
  refundAfterMs: Math.round(settings.ORDER_REFUND_AFTER_DAYS * DAY_MS),
  fulfilWithinMs: Math.round(settings.FULFIL_WITHIN_DAYS * DAY_MS),
});

/** Why an order's lead was withdrawn (OrderLeadExpired's reason). */
export type ExpiryReason = "unaccepted" | "unfulfilled";

/** What the deadlines look at in a lead. */
export interface LeadTimes {
  status: "pending" | "assigned" | "fulfilled" | "expired";
  placedAt: Date;
  acceptedAt: Date | null;
  /** When a merchant who missed the fulfilment deadline lost it; null if that never happened. */
  returnedAt: Date | null;
}

/** Since when the lead has been waiting for a merchant: its return to the pool, or its placing. */
export const offeredSinceOf = (lead: Pick<LeadTimes, "placedAt" | "returnedAt">): Date => lead.returnedAt ?? lead.placedAt;

/** Pending leads placed at or before this instant are re-offered nationwide. */
export const reofferCutoffOf = (now: Date, deadlines: Pick<LeadDeadlines, "reofferAfterMs">): Date =>
  new Date(now.getTime() - deadlines.reofferAfterMs);

/**
 * Whether a lead is offered to merchants in every state: pending and either waiting longer than the
 * re-offer time, or back from a merchant who did not print it.
 */
export const isReoffered = (lead: Pick<LeadTimes, "status" | "placedAt" | "returnedAt">, reofferCutoff: Date): boolean =>
  lead.status === "pending" && (lead.returnedAt !== null || lead.placedAt.getTime() <= reofferCutoff.getTime());

/** What the deadline job does to a lead now: nothing, give it back to the pool, or withdraw it. */
export type LeadDeadlineStep = { step: "return" } | { step: "expire"; reason: ExpiryReason } | null;

export function deadlineStepOf(lead: LeadTimes, now: Date, deadlines: LeadDeadlines): LeadDeadlineStep {
  const at = now.getTime();
  if (lead.status === "pending") {
    return at >= offeredSinceOf(lead).getTime() + deadlines.refundAfterMs ? { step: "expire", reason: "unaccepted" } : null;
  }
  if (lead.status === "assigned" && lead.acceptedAt) {
    if (at < lead.acceptedAt.getTime() + deadlines.fulfilWithinMs) return null;
    // One second chance: the first missed deadline returns the lead, the second withdraws it.
    return lead.returnedAt === null ? { step: "return" } : { step: "expire", reason: "unfulfilled" };
  }
  return null;
}
