import { addCents, type Cents, cents } from "@highcotton/kit/domain";

/**
 * The store's ledger summed by where its credits stand: held or eligible (the 90-day hold is
 * over), withdrawn or not. The database sums each group; these rules split them.
 */
export interface LedgerGroup {
  eligible: boolean;
  withdrawn: boolean;
  amount: Cents;
  /** The earliest eligibleAt in the group. */
  firstEligibleAt: Date;
}

/** What a store's owner sees of its money. */
export interface StoreBalances {
  /** Every credit ever earned: $4 a shirt. */
  totalRevenue: Cents;
  /** Past its hold and not yet withdrawn. */
  available: Cents;
  /** Still in its 90-day hold. */
  held: Cents;
  /** When the next held credit becomes available; null when nothing is held. */
  nextEligibleAt: Date | null;
}

export function balancesOf(groups: readonly LedgerGroup[]): StoreBalances {
  const sum = (picked: readonly LedgerGroup[]) => addCents(cents(0), ...picked.map((group) => group.amount));
  const held = groups.filter((group) => !group.eligible);
  const firstHeld = held.map((group) => group.firstEligibleAt.getTime()).sort((a, b) => a - b)[0];
  return {
    totalRevenue: sum(groups),
    available: sum(groups.filter((group) => group.eligible && !group.withdrawn)),
    held: sum(held),
    nextEligibleAt: firstHeld === undefined ? null : new Date(firstHeld),
  };
}
