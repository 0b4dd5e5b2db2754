/** One limit as it stands: the newest of what the caller did within the window (newest first, at most `limit`). */
export interface RecentWithinLimit {
  recent: ReadonlyArray<Date>;
  limit: number;
}

/**
 * How long until one more is allowed under every limit, in milliseconds: 0 while each is under its
 * limit, else until the limit-th newest of the fullest leaves the window.
 */
export function waitForLimits(limits: ReadonlyArray<RecentWithinLimit>, windowMs: number, now: Date): number {
  let waitMs = 0;
  for (const { recent, limit } of limits) {
    const boundary = recent[limit - 1];
    if (!boundary) continue;
    waitMs = Math.max(waitMs, boundary.getTime() + windowMs - now.getTime());
  }
  return waitMs;
}
