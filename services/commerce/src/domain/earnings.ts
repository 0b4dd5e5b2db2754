import { HOLD_DAYS } from "../contract/index.ts";

export const DAY_MS = 24 * 60 * 60_000;

/** SPEC §9: a sale's earnings can be withdrawn 90 days after it. */
export const eligibleAtOf = (soldAt: Date): Date => new Date(soldAt.getTime() + HOLD_DAYS * DAY_MS);
