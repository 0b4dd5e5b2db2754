/** How many recent failures lock out further attempts, and over what window. */
export interface ThrottlePolicy {
  maxFailuresPerUsername: number;
  maxFailuresPerAddress: number;
  windowSeconds: number;
}

export interface RecentFailures {
  forUsername: number;
  forAddress: number;
}

/** True when either count has reached its limit; the next attempt is refused before checking the password. */
export const isThrottled = (failures: RecentFailures, policy: ThrottlePolicy): boolean =>
  failures.forUsername >= policy.maxFailuresPerUsername || failures.forAddress >= policy.maxFailuresPerAddress;

export const windowStart = (now: Date, policy: ThrottlePolicy): Date => new Date(now.getTime() - policy.windowSeconds * 1000);
