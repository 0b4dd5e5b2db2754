/**
 * How long a paid order may wait for a print shop. A lead nobody accepts is re-offered to every
 * merchant in the country after `reofferAfterMs`; an order still unaccepted `refundAfterMs` after it
 * was placed is withdrawn and its shopper refunded. That clock starts when the order is placed and
 * never starts again. An accepted lead must be fulfilled within `fulfilWithinMs`: the first time a
 * merchant misses that, the lead goes back to the pool once (pending again, offered at once to
 * every merchant but that one) and has `reofferAfterMs` more to be taken, even past its refund
 * deadline; the second miss withdraws it. So the longest an order waits is bounded:
 * refund + fulfil + re-offer + fulfil (29 days with the defaults).
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

/**
 * When an order nobody has accepted is withdrawn: its refund deadline, counted from its placing,
 * or, for a lead back from a merchant who did not print it, the end of its one re-offer.
 */
export const refundDueAtOf = (
  lead: Pick<LeadTimes, "placedAt" | "returnedAt">,
  deadlines: Pick<LeadDeadlines, "refundAfterMs" | "reofferAfterMs">,
): Date => {
  const fromPlacing = lead.placedAt.getTime() + deadlines.refundAfterMs;
  if (!lead.returnedAt) return new Date(fromPlacing);
  return new Date(Math.max(fromPlacing, lead.returnedAt.getTime() + deadlines.reofferAfterMs));
};

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
  const refundDue = at >= refundDueAtOf(lead, deadlines).getTime();
  if (lead.status === "pending") return refundDue ? { step: "expire", reason: "unaccepted" } : null;
  if (lead.status === "assigned" && lead.acceptedAt) {
    if (at < lead.acceptedAt.getTime() + deadlines.fulfilWithinMs) return null;
    // One second chance: back to the pool, where it has its re-offer time to find another printer.
    return lead.returnedAt === null ? { step: "return" } : { step: "expire", reason: "unfulfilled" };
  }
  return null;
}
