import { FEE_AMOUNTS, type FeeKind, type FeeStatus } from "../contract/index.ts";

/** The period a sign-on fee pays: once per store. */
export const SIGN_ON_PERIOD = "sign_on";

/** What a store owes now: its sign-on fee while due, its renewal while past due, nothing when paid. */
export function feeOwed(status: FeeStatus): { kind: FeeKind; amountCents: number } | null {
  if (status === "due") return { kind: "sign_on", amountCents: FEE_AMOUNTS.sign_on };
  if (status === "past_due") return { kind: "renewal", amountCents: FEE_AMOUNTS.renewal };
  return null;
}

/** Only a paid store is listed, gets designs and sells. */
export const isOpen = (status: FeeStatus): boolean => status === "paid";

/**
 * One year after `from` (UTC), at the same time of day; February 29 becomes February 28 in a
 * year without one, so a renewal never slips into March.
 */
export function oneYearAfter(from: Date): Date {
  const year = from.getUTCFullYear() + 1;
  const lastDay = new Date(Date.UTC(year, from.getUTCMonth() + 1, 0)).getUTCDate();
  const next = new Date(from.getTime());
  next.setUTCFullYear(year, from.getUTCMonth(), Math.min(from.getUTCDate(), lastDay));
  return next;
}

/** A paid store's year has ended: its renewal is charged now. */
export const isRenewalDue = (store: { feeStatus: FeeStatus; renewsAt: Date | null }, now: Date): boolean =>
  store.feeStatus === "paid" && store.renewsAt !== null && store.renewsAt.getTime() <= now.getTime();

/**
 * The period a payment pays, which keys it (recorded once, charged once), and when the year it
 * buys ends. The sign-on fee buys a year from today. The scheduled renewal buys the year from the
 * anniversary, so a late run of the job keeps the date; a past-due store paying late buys a year
 * from today.
 */
export function feePeriod(
  kind: FeeKind,
  store: { renewsAt: Date | null },
  now: Date,
  scheduled: boolean,
): { period: string; renewsAt: Date } {
  if (kind === "sign_on") return { period: SIGN_ON_PERIOD, renewsAt: oneYearAfter(now) };
  const begins = store.renewsAt ?? now;
  return { period: `renewal:${begins.toISOString()}`, renewsAt: oneYearAfter(scheduled ? begins : now) };
}
