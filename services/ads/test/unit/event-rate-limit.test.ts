import { describe, expect, it } from "vitest";
import { AD_EVENT_LIMITS, AdEventRateLimiter } from "../../src/domain/event-rate-limit.ts";

/** A clock the test moves by hand. */
const clockAt = (iso: string) => {
  let ms = Date.parse(iso);
  return { now: () => new Date(ms), advance: (seconds: number) => (ms += seconds * 1000) };
};

describe("the ad events' rate limits", () => {
  it("let a session send 600 events a minute, then wait until its oldest batch leaves the window", () => {
    const clock = clockAt("2026-06-01T12:00:00Z");
    const limiter = new AdEventRateLimiter();
    const sender = { sessionId: "session_1_abc", clientAddress: null };
    expect(limiter.admit(sender, 50, clock.now())).toEqual({ allowed: true });
    clock.advance(10);
    for (let batch = 0; batch < 11; batch++) expect(limiter.admit(sender, 50, clock.now())).toEqual({ allowed: true });
    // 600 sent: the next event waits for the first batch (at 0 s) to leave at 60 s.
    clock.advance(5);
    expect(limiter.admit(sender, 1, clock.now())).toEqual({ allowed: false, retryAfterSeconds: 45 });
    clock.advance(45);
    expect(limiter.admit(sender, 50, clock.now())).toEqual({ allowed: true });
    expect(limiter.admit(sender, 1, clock.now())).toMatchObject({ allowed: false });
  });

  it("waits only as long as needed to free room for the batch asked for", () => {
    const clock = clockAt("2026-06-01T12:00:00Z");
    const limiter = new AdEventRateLimiter({ session: { max: 10, windowSeconds: 60 }, address: AD_EVENT_LIMITS.address });
    const sender = { sessionId: "session_1_abc", clientAddress: null };
    limiter.admit(sender, 4, clock.now());
    clock.advance(20);
    limiter.admit(sender, 4, clock.now());
    clock.advance(20);
    expect(limiter.admit(sender, 2, clock.now())).toEqual({ allowed: true });
    // All 10 used: 3 more wait for the first batch of 4 to leave; 7 more for the second too.
    expect(limiter.admit(sender, 3, clock.now())).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(limiter.admit(sender, 7, clock.now())).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it("counts every session behind one address together, up to 3000 a minute", () => {
    const clock = clockAt("2026-06-01T12:00:00Z");
    const limiter = new AdEventRateLimiter();
    for (let session = 0; session < 60; session++) {
      expect(limiter.admit({ sessionId: `session_1_${session}`, clientAddress: "203.0.113.7" }, 50, clock.now())).toEqual({
        allowed: true,
      });
    }
    expect(limiter.admit({ sessionId: "session_1_new", clientAddress: "203.0.113.7" }, 1, clock.now())).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(limiter.admit({ sessionId: "session_1_new", clientAddress: "198.51.100.1" }, 1, clock.now())).toEqual({
      allowed: true,
    });
  });

  it("counts a refused batch for nothing, on either key", () => {
    const clock = clockAt("2026-06-01T12:00:00Z");
    const limiter = new AdEventRateLimiter({ session: { max: 10, windowSeconds: 60 }, address: { max: 15, windowSeconds: 60 } });
    expect(limiter.admit({ sessionId: "session_1_a", clientAddress: "203.0.113.7" }, 10, clock.now())).toEqual({ allowed: true });
    // The session is full; the address, which had room, is not charged for the refused batch.
    expect(limiter.admit({ sessionId: "session_1_a", clientAddress: "203.0.113.7" }, 5, clock.now())).toMatchObject({
      allowed: false,
    });
    expect(limiter.admit({ sessionId: "session_1_b", clientAddress: "203.0.113.7" }, 5, clock.now())).toEqual({ allowed: true });
  });

  it("does not limit a sender it cannot name", () => {
    const limiter = new AdEventRateLimiter({ session: { max: 1, windowSeconds: 60 }, address: { max: 1, windowSeconds: 60 } });
    const now = new Date("2026-06-01T12:00:00Z");
    expect(limiter.admit({ sessionId: null, clientAddress: null }, 1, now)).toEqual({ allowed: true });
    expect(limiter.admit({ sessionId: null, clientAddress: null }, 1, now)).toEqual({ allowed: true });
  });

  it("forgets senders that went quiet, so its memory stays bounded", () => {
    const clock = clockAt("2026-06-01T12:00:00Z");
    const limiter = new AdEventRateLimiter();
    for (let session = 0; session < 1000; session++)
      limiter.admit({ sessionId: `session_1_${session}`, clientAddress: null }, 1, clock.now());
    expect(limiter.size).toBe(1000);
    clock.advance(61);
    for (let session = 0; session < 100; session++)
      limiter.admit({ sessionId: `session_2_${session}`, clientAddress: null }, 1, clock.now());
    expect(limiter.size).toBeLessThan(1000);
  });

  it("counts an IPv6 sender by its /64, so taking a new address for each batch does not escape the limit", () => {
    const clock = clockAt("2026-06-01T12:00:00Z");
    const limiter = new AdEventRateLimiter({ session: AD_EVENT_LIMITS.session, address: { max: 100, windowSeconds: 60 } });
    for (let host = 1; host <= 2; host++) {
      const sender = { sessionId: null, clientAddress: `2001:db8:7:42::${host.toString(16)}` };
      expect(limiter.admit(sender, 50, clock.now())).toEqual({ allowed: true });
    }
    expect(limiter.admit({ sessionId: null, clientAddress: "2001:db8:7:42:ffff:1:2:3" }, 1, clock.now())).toMatchObject({
      allowed: false,
    });
    // The next /64 is someone else.
    expect(limiter.admit({ sessionId: null, clientAddress: "2001:db8:7:43::1" }, 50, clock.now())).toEqual({ allowed: true });
  });

  it("tells how many of a batch fit the valid events a minute, counting the whole batch", () => {
    const clock = clockAt("2026-06-01T12:00:00Z");
    const limiter = new AdEventRateLimiter({ session: { max: 5, windowSeconds: 60 }, address: { max: 8, windowSeconds: 60 } });
    const sender = { sessionId: "session_1_abc", clientAddress: "203.0.113.7" };
    expect(limiter.admitUpTo(sender, 3, clock.now())).toBe(3);
    expect(limiter.admitUpTo(sender, 4, clock.now())).toBe(2);
    expect(limiter.admitUpTo(sender, 1, clock.now())).toBe(0);
    // Another session behind the address: the address has 8 - 8 = 0 left.
    expect(limiter.admitUpTo({ ...sender, sessionId: "session_1_def" }, 2, clock.now())).toBe(0);
    clock.advance(61);
    expect(limiter.admitUpTo(sender, 9, clock.now())).toBe(5);
  });
});
