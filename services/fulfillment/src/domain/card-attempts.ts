import type { ErrorCode } from "@highcotton/kit/errors";

/**
 * How many cards one account may have refused before it must wait, so the merchant sign-up cannot
 * be used to test stolen cards: at most `maxFailures` failed card attempts in a rolling window.
 * A success forgets nothing: a tester mixes good cards in.
 */
export const CARD_ATTEMPT_LIMIT = { maxFailures: 5, windowSeconds: 60 * 60 } as const;

/** Failures older than this are of no more use and may be deleted. */
export const CARD_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

export type CardAttemptDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const cardAttemptWindowStart = (now: Date): Date => new Date(now.getTime() - CARD_ATTEMPT_LIMIT.windowSeconds * 1000);

/**
 * Whether the account may try a card now, from its failures in the window (newest first; the
 * newest `maxFailures` are enough). When it may not, it may again once the oldest counted failure
 * leaves the window.
 */
export function assessCardAttempt(recentFailures: readonly Date[], now: Date): CardAttemptDecision {
  const { maxFailures, windowSeconds } = CARD_ATTEMPT_LIMIT;
  const windowStart = cardAttemptWindowStart(now).getTime();
  const counted = recentFailures.filter((at) => at.getTime() > windowStart);
  if (counted.length < maxFailures) return { allowed: true };
  const oldestCounted = Math.min(...counted.slice(0, maxFailures).map((at) => at.getTime()));
  const waitMs = oldestCounted + windowSeconds * 1000 - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Whether a card attempt's answer counts as a failure: the provider declined the card
 * (PAYMENT_REQUIRED) or refused it as invalid (BAD_USER_INPUT).
 */
export const isCardFailure = (code: ErrorCode): boolean => code === "PAYMENT_REQUIRED" || code === "BAD_USER_INPUT";
