import { PENDING_LEADS_MAX } from "../contract/limits.ts";

/** The most pending leads a merchant's list shows. */
export const PENDING_LEADS_SHOWN = PENDING_LEADS_MAX;
/** The most fulfilled leads a merchant's list shows (the newest). */
export const FULFILLED_LEADS_SHOWN = 50;

/** What ordering a pending lead needs. */
export interface PlacedLead {
  orderId: string;
  shippingState: string;
  placedAt: Date;
}

/**
 * The pending list as a merchant sees it: leads offered to it first — those shipping to its own
 * state, and those re-offered nationwide (nobody took them in time) — then the rest, each group
 * oldest first (the order id breaks ties, so the list never shuffles), at most PENDING_LEADS_SHOWN.
 */
export function pendingLeadsFor<T extends PlacedLead>(
  leads: ReadonlyArray<T>,
  merchantState: string,
  reoffered: (lead: T) => boolean = () => false,
  shown: number = PENDING_LEADS_SHOWN,
): T[] {
  const inState = (lead: T) => (lead.shippingState === merchantState || reoffered(lead) ? 0 : 1);
  return [...leads]
    .sort(
      (a, b) =>
        inState(a) - inState(b) ||
        a.placedAt.getTime() - b.placedAt.getTime() ||
        (a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0),
    )
    .slice(0, shown);
}
