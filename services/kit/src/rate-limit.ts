// Pure: domain code may use it.

/** At most `max` events in any rolling window of `windowSeconds`. */
export interface RollingWindowLimit {
  max: number;
  windowSeconds: number;
}

export type RollingWindowDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The earliest instant an event still counts at `now`: events at or before it have left the window. */
export const rollingWindowStart = (now: Date, limit: Pick<RollingWindowLimit, "windowSeconds">): Date =>
  new Date(now.getTime() - limit.windowSeconds * 1000);

/**
 * Whether one more event may happen now, from the recent ones (newest first; the newest `max` are
 * enough). When it may not, it may again once the oldest counted event leaves the window, and the
 * wait is at least a second.
 */
export function assessRollingWindow(recent: readonly Date[], now: Date, limit: RollingWindowLimit): RollingWindowDecision {
  const windowStart = rollingWindowStart(now, limit).getTime();
  const counted = recent.filter((at) => at.getTime() > windowStart);
  if (counted.length < limit.max) return { allowed: true };
  const oldestCounted = Math.min(...counted.slice(0, limit.max).map((at) => at.getTime()));
  const waitMs = oldestCounted + limit.windowSeconds * 1000 - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
