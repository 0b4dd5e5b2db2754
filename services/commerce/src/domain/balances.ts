import { addCents, type Cents, cents } from "@highcotton/kit/domain";

/**
 * The store's ledger summed by where its credits stand: held or eligible (the 90-day hold is
 * over), its order fulfilled or not, withdrawn or not, reversed or not. The database sums each
 * group; these rules split them.
 */
export interface LedgerGroup {
  eligible: boolean;
  /** The order's shirts were printed and shipped (fulfillment's OrderFulfilled). */
  fulfilled: boolean;
  withdrawn: boolean;
  /** The order was refunded: the credit no longer counts. */
  reversed: boolean;
  /**
   * Reversed after a withdrawal took it, a later withdrawal has paid that much less (the store was
   * paid a credit that was then refunded: the next payout takes it back).
   */
  recovered: boolean;
  amount: Cents;
  /** The earliest eligibleAt in the group. */
  firstEligibleAt: Date;
}

/** What a store's owner sees of its money. */
export interface StoreBalances {
  /** Every credit earned and not reversed: $4 a shirt. */
  totalRevenue: Cents;
  /**
   * Past its hold, its order fulfilled, and not yet withdrawn, less `owed`; never below 0 (what it
   * cannot cover yet is carried to the next credits).
   */
  available: Cents;
  /** Still in its 90-day hold, or its order not fulfilled yet. */
  held: Cents;
  /** Credits of orders refunded to the shopper (nobody accepted or printed them in time). */
  reversed: Cents;
  /** Reversed credits a withdrawal had already paid, not yet taken back from a later one. */
  owed: Cents;
  /**
   * When the next credit in its 90-day hold comes out of it (available then if its order has been
   * printed); null when none is in its hold.
   */
  nextEligibleAt: Date | null;
}

/**
 * The store's balances. A credit is withdrawable only once its order is fulfilled as well as past
 * its 90-day hold: an order nobody prints is refunded to the shopper (its credit reversed), so
 * paying the store for it first would pay for a shirt nobody made, money the refund cannot take
 * back from a completed payout. An unfulfilled credit past its hold is held until the order is
 * printed, or reversed when it is refunded. A credit reversed after a withdrawal took it (paid
 * before the rule, or refunded while its withdrawal was on its way) is owed back: it comes off the
 * next available balance, and a balance it exceeds is 0 until new credits cover it.
 */
export function balancesOf(groups: readonly LedgerGroup[]): StoreBalances {
  const sum = (picked: readonly LedgerGroup[]) => addCents(cents(0), ...picked.map((group) => group.amount));
  const counted = groups.filter((group) => !group.reversed);
  const held = counted.filter((group) => !group.withdrawn && !(group.eligible && group.fulfilled));
  const waitingOnTime = held.filter((group) => !group.eligible);
  const firstHeld = waitingOnTime.map((group) => group.firstEligibleAt.getTime()).sort((a, b) => a - b)[0];
  const withdrawable = sum(counted.filter((group) => group.eligible && group.fulfilled && !group.withdrawn));
  const owed = sum(groups.filter((group) => group.reversed && group.withdrawn && !group.recovered));
  return {
    totalRevenue: sum(counted),
    available: cents(Math.max(0, withdrawable - owed)),
    held: sum(held),
    reversed: sum(groups.filter((group) => group.reversed)),
    owed,
    nextEligibleAt: firstHeld === undefined ? null : new Date(firstHeld),
  };
}
