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

/** What the card provider is asked with for a fee attempt: its id, never the card, so any replay answers the first charge. */
export const feeAttemptKey = (attemptId: string): string => `dispensary-fee:${attemptId}`;

/**
 * A pending attempt untouched this long is no longer being charged by the request that started
 * it (that process stopped, or lost the provider's answer): the reconciliation takes it over.
 * Well above a card charge's time at the provider.
 */
export const FEE_ATTEMPT_STALE_MS = 60_000;

/**
 * How long after an attempt started the provider still answers its key with the first result:
 * Stripe keeps idempotent answers 24 hours (an hour is kept spare). Past it a replay could charge
 * the card again, so such an attempt is left to an operator instead.
 */
export const FEE_REPLAY_WINDOW_MS = 23 * 60 * 60_000;

/** Whether a pending attempt is free for the reconciliation to take over. */
export const isFeeAttemptStale = (attempt: { updatedAt: Date }, now: Date): boolean =>
  now.getTime() - attempt.updatedAt.getTime() >= FEE_ATTEMPT_STALE_MS;

/** Whether the provider may no longer replay the attempt's charge. */
export const isPastReplayWindow = (attempt: { createdAt: Date }, now: Date): boolean =>
  now.getTime() - attempt.createdAt.getTime() >= FEE_REPLAY_WINDOW_MS;

/** What the payer's statement and receipt say a fee was for. */
export const feeDescription = (kind: FeeKind): string =>
  kind === "sign_on" ? "High Cotton store sign-on fee" : "High Cotton store yearly renewal";

const DAY_MS = 24 * 60 * 60_000;

/**
 * When a store's fee fell due: a store that never paid its sign-on fee owes it from its opening;
 * a paid or past-due store owes its renewal from the end of the year it paid for.
 */
export const feeDueAtOf = (store: { feeStatus: FeeStatus; renewsAt: Date | null; createdAt: Date }): Date =>
  store.feeStatus === "due" ? store.createdAt : (store.renewsAt ?? store.createdAt);

/** Whole days since a fee fell due (0 on its day, and for one not due yet). */
export const daysPastDue = (dueAt: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - dueAt.getTime()) / DAY_MS));
