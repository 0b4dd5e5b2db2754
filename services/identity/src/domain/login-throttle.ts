/**
 * How failed sign-ins slow guessing down without letting anyone lock an account:
 * - per username and client address: at most `maxFailuresPerPair` failures in the window;
 * - per client address (any username): at most `maxFailuresPerAddress` failures in the window;
 * - per username (from anywhere): after `freeFailuresPerUsername` failures in the window, each
 *   further attempt waits `baseDelaySeconds`, doubling per failure, at most `maxDelaySeconds`.
 *   A short, capped wait is all a distributed attacker can impose on the real owner.
 */
export interface ThrottlePolicy {
  maxFailuresPerPair: number;
  maxFailuresPerAddress: number;
  freeFailuresPerUsername: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  windowSeconds: number;
}

/** Recent failures as the throttle needs them; each list newest first. */
export interface RecentFailures {
  /** Failures for this username from this address: the newest `maxFailuresPerPair` at most. */
  pair: Date[];
  /** Failures from this address: the newest `maxFailuresPerAddress` at most. */
  address: Date[];
  /** Failures for this username from anywhere in the window, and the newest one. */
  username: { count: number; latest: Date | null };
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const windowStart = (now: Date, policy: ThrottlePolicy): Date => new Date(now.getTime() - policy.windowSeconds * 1000);

/** Seconds the progressive delay asks for after `count` failures of one username (0 while free). */
export function usernameDelaySeconds(count: number, policy: ThrottlePolicy): number {
  const over = count - policy.freeFailuresPerUsername;
  if (over < 0) return 0;
  return Math.min(policy.maxDelaySeconds, policy.baseDelaySeconds * 2 ** Math.min(over, 30));
}

/**
 * Whether an attempt may check the password now, else how long to wait. A limit of N failures in
 * the window frees up when the N-th newest failure leaves it: the older ones have left already.
 */
export function assessAttempt(failures: RecentFailures, policy: ThrottlePolicy, now: Date): ThrottleDecision {
  const waits: number[] = [];
  const windowMs = policy.windowSeconds * 1000;
  const limitWait = (newestFirst: Date[], limit: number) => {
    const boundary = newestFirst[limit - 1];
    if (newestFirst.length >= limit && boundary) waits.push(boundary.getTime() + windowMs - now.getTime());
  };
  limitWait(failures.pair, policy.maxFailuresPerPair);
  limitWait(failures.address, policy.maxFailuresPerAddress);
  const delay = usernameDelaySeconds(failures.username.count, policy);
  if (delay > 0 && failures.username.latest) waits.push(failures.username.latest.getTime() + delay * 1000 - now.getTime());
  const longest = Math.max(0, ...waits);
  return longest > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(longest / 1000) } : { allowed: true };
}
