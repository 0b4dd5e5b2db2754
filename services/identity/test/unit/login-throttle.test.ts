import { describe, expect, it } from "vitest";
import {
  assessAttempt,
  type RecentFailures,
  type ThrottlePolicy,
  usernameDelaySeconds,
  windowStart,
} from "../../src/domain/login-throttle.ts";

const now = new Date("2026-06-01T12:00:00Z");
const policy: ThrottlePolicy = {
  maxFailuresPerPair: 5,
  maxFailuresPerAddress: 20,
  freeFailuresPerUsername: 10,
  baseDelaySeconds: 1,
  maxDelaySeconds: 60,
  windowSeconds: 900,
};
const secondsAgo = (...seconds: number[]) => seconds.map((s) => new Date(now.getTime() - s * 1000));
const failures = (overrides: Partial<RecentFailures> = {}): RecentFailures => ({
  pair: [],
  address: [],
  username: { count: 0, latest: null },
  ...overrides,
});

describe("login throttle", () => {
  it("looks back over the window", () => {
    expect(windowStart(now, policy).toISOString()).toBe("2026-06-01T11:45:00.000Z");
  });

  it("allows attempts under every limit", () => {
    expect(assessAttempt(failures({ pair: secondsAgo(1, 2, 3, 4), address: secondsAgo(1, 2, 3, 4) }), policy, now)).toEqual({
      allowed: true,
    });
  });

  it("stops a username and address pair at its limit until the oldest counted failure leaves the window", () => {
    const pair = secondsAgo(10, 20, 30, 40, 100);
    expect(assessAttempt(failures({ pair, address: pair }), policy, now)).toEqual({ allowed: false, retryAfterSeconds: 800 });
  });

  it("stops an address at its limit across usernames", () => {
    const address = secondsAgo(...Array.from({ length: 20 }, (_, index) => index * 10 + 5));
    expect(assessAttempt(failures({ address }), policy, now)).toEqual({ allowed: false, retryAfterSeconds: 900 - 195 });
  });

  it("slows a username down progressively instead of locking it", () => {
    expect(usernameDelaySeconds(9, policy)).toBe(0);
    expect(usernameDelaySeconds(10, policy)).toBe(1);
    expect(usernameDelaySeconds(11, policy)).toBe(2);
    expect(usernameDelaySeconds(14, policy)).toBe(16);
    expect(usernameDelaySeconds(17, policy)).toBe(60);
    expect(usernameDelaySeconds(10_000, policy)).toBe(60);
  });

  it("asks a username's next attempt to wait out the delay since its latest failure, from any address", () => {
    const [latest] = secondsAgo(5);
    expect(assessAttempt(failures({ username: { count: 14, latest: latest ?? null } }), policy, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 11,
    });
    expect(assessAttempt(failures({ username: { count: 13, latest: latest ?? null } }), policy, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 3,
    });
    expect(assessAttempt(failures({ username: { count: 12, latest: latest ?? null } }), policy, now)).toEqual({
      allowed: true,
    });
  });

  it("answers with the longest wait when several limits apply", () => {
    const pair = secondsAgo(10, 20, 30, 40, 890);
    const [latest] = secondsAgo(1);
    const decision = assessAttempt(failures({ pair, username: { count: 20, latest: latest ?? null } }), policy, now);
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 59 });
  });
});
