// Pure: domain code may use it (through @highcotton/billing/domain).
import type { ErrorCode } from "@highcotton/kit/errors";
import { assessRollingWindow, type RollingWindowDecision, rollingWindowStart } from "@highcotton/kit/rate-limit";

/**
 * How many cards one account may have refused before it must wait, so a page that takes a card
 * cannot be used to test stolen cards: at most `max` failed card attempts in a rolling window.
 * A success forgets nothing: a tester mixes good cards in.
 */
export const CARD_ATTEMPT_LIMIT = { max: 5, windowSeconds: 60 * 60 } as const;

/** Failures older than this are of no more use and may be deleted. */
export const CARD_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

export type CardAttemptDecision = RollingWindowDecision;

export const cardAttemptWindowStart = (now: Date): Date => rollingWindowStart(now, CARD_ATTEMPT_LIMIT);

/**
 * Whether the account may try a card now, from its failures in the window (newest first; the
 * newest `max` are enough). When it may not, it may again once the oldest counted failure
 * leaves the window.
 */
export const assessCardAttempt = (recentFailures: readonly Date[], now: Date): CardAttemptDecision =>
  assessRollingWindow(recentFailures, now, CARD_ATTEMPT_LIMIT);

/**
 * Whether a card attempt's answer counts as a failure: the provider declined the card
 * (PAYMENT_REQUIRED) or refused it as invalid (BAD_USER_INPUT).
 */
export const isCardFailure = (code: ErrorCode): boolean => code === "PAYMENT_REQUIRED" || code === "BAD_USER_INPUT";
