/** Attempts at a mail before it is given up on (about a day and a half of tries). */
export const MAX_SEND_ATTEMPTS = 12;

/** How long a sender holds a claimed mail: long enough for a slow SMTP server, short enough to recover. */
export const CLAIM_MS = 2 * 60_000;

/** The wait before attempt `attempts + 1`: 30 s, doubling, at most 6 hours. */
export const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
