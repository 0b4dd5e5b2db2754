import { addressKey, type RollingWindowDecision, type RollingWindowLimit } from "@highcotton/kit/domain";
import { AD_EVENT_LIMITS as LIMITS } from "../contract/index.ts";

/**
 * How many ad events a browser session, and a client address (many sessions behind one network),
 * may send per minute before a batch is refused (the contract's `max`). A page sends a few events
 * per ad it shows; these leave room for a busy visitor, or a busy office, and stop a script from
 * loading the service.
 */
export const AD_EVENT_LIMITS = {
  session: { max: LIMITS.session.max, windowSeconds: LIMITS.session.windowSeconds },
  address: { max: LIMITS.address.max, windowSeconds: LIMITS.address.windowSeconds },
} as const satisfies Record<string, RollingWindowLimit>;

/**
 * How many of them may count (the contract's `valid`): past these a sender's events are answered
 * as usual and counted as invalid traffic (per_address_cap).
 */
export const VALID_AD_EVENT_LIMITS = {
  session: { max: LIMITS.session.valid, windowSeconds: LIMITS.session.windowSeconds },
  address: { max: LIMITS.address.valid, windowSeconds: LIMITS.address.windowSeconds },
} as const satisfies Record<string, RollingWindowLimit>;

/** Who sent a batch; either may be unknown, and an unknown one is not limited. */
export interface AdEventSender {
  sessionId: string | null;
  clientAddress: string | null;
}

interface Sent {
  atMs: number;
  count: number;
}

/** Keys not touched for a window are forgotten on a sweep, every this many admissions. */
const SWEEP_EVERY = 1024;

/**
 * Sliding windows of ad events per session and per client address, kept in this process's memory:
 * a replica counts what it received, so with N replicas behind a balancer a sender may get up to N
 * times the limit. That is enough to keep a script from flooding the counts, and keeps the events
 * call free of a database round trip for throttling. A refused batch counts for nothing.
 */
export class AdEventRateLimiter {
  private readonly windows = new Map<string, Sent[]>();
  private admissions = 0;

  constructor(private readonly limits: { session: RollingWindowLimit; address: RollingWindowLimit } = AD_EVENT_LIMITS) {}

  /** Whether `count` more events from `sender` fit at `now`; when they do, they are counted. */
  admit(sender: AdEventSender, count: number, now: Date): RollingWindowDecision {
    const nowMs = now.getTime();
    if (++this.admissions % SWEEP_EVERY === 0) this.sweep(nowMs);
    const checks = this.checksOf(sender);

    let retryAfterSeconds = 0;
    for (const { key, limit } of checks) {
      const wait = this.waitMs(this.recent(key, nowMs, limit), count, nowMs, limit);
      if (wait > 0) retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Math.ceil(wait / 1000)));
    }
    if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
    for (const { key } of checks) this.windows.get(key)?.push({ atMs: nowMs, count });
    return { allowed: true };
  }

  /**
   * Counts `count` more events from `sender` at `now`, always, and answers how many of them fit
   * the limits (the first ones of the batch): the rest are over.
   */
  admitUpTo(sender: AdEventSender, count: number, now: Date): number {
    const nowMs = now.getTime();
    if (++this.admissions % SWEEP_EVERY === 0) this.sweep(nowMs);
    let fitting = count;
    for (const { key, limit } of this.checksOf(sender)) {
      const used = this.recent(key, nowMs, limit).reduce((sum, batch) => sum + batch.count, 0);
      fitting = Math.min(fitting, Math.max(0, limit.max - used));
      this.windows.get(key)?.push({ atMs: nowMs, count });
    }
    return fitting;
  }

  /** How many senders it remembers (for tests of the sweep). */
  get size(): number {
    return this.windows.size;
  }

  private checksOf(sender: AdEventSender): Array<{ key: string; limit: RollingWindowLimit }> {
    const checks: Array<{ key: string; limit: RollingWindowLimit }> = [];
    if (sender.sessionId) checks.push({ key: `session:${sender.sessionId}`, limit: this.limits.session });
    const address = addressKey(sender.clientAddress);
    if (address) checks.push({ key: `address:${address}`, limit: this.limits.address });
    return checks;
  }

  /** The key's batches still inside the window, oldest first (older ones dropped). */
  private recent(key: string, nowMs: number, limit: RollingWindowLimit): Sent[] {
    const windowStart = nowMs - limit.windowSeconds * 1000;
    let sent = this.windows.get(key);
    if (!sent) {
      sent = [];
      this.windows.set(key, sent);
    }
    let expired = 0;
    while (expired < sent.length && (sent[expired]?.atMs ?? 0) <= windowStart) expired++;
    if (expired > 0) sent.splice(0, expired);
    return sent;
  }

  /** 0 when `count` more fit now; else how long until enough of the oldest leave the window. */
  private waitMs(sent: readonly Sent[], count: number, nowMs: number, limit: RollingWindowLimit): number {
    const windowMs = limit.windowSeconds * 1000;
    if (count > limit.max) return windowMs;
    let used = 0;
    for (const batch of sent) used += batch.count;
    let excess = used + count - limit.max;
    if (excess <= 0) return 0;
    for (const batch of sent) {
      excess -= batch.count;
      if (excess <= 0) return batch.atMs + windowMs - nowMs;
    }
    return windowMs;
  }

  private sweep(nowMs: number): void {
    const longest = Math.max(this.limits.session.windowSeconds, this.limits.address.windowSeconds) * 1000;
    for (const [key, sent] of this.windows) {
      const newest = sent[sent.length - 1];
      if (!newest || newest.atMs <= nowMs - longest) this.windows.delete(key);
    }
  }
}
