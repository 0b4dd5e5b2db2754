import { describe, expect, it } from "vitest";
import { addressKey, assessRollingWindow, rollingWindowStart } from "../../src/rate-limit.ts";

const now = new Date("2026-06-01T12:00:00Z");
const secondsAgo = (...seconds: number[]) => seconds.map((s) => new Date(now.getTime() - s * 1000));
const limit = { max: 3, windowSeconds: 600 };

describe("a rolling window limit", () => {
  it("starts the window windowSeconds before now", () => {
    expect(rollingWindowStart(now, limit).toISOString()).toBe("2026-06-01T11:50:00.000Z");
  });

  it("allows fewer than max events in the window", () => {
    expect(assessRollingWindow([], now, limit)).toEqual({ allowed: true });
    expect(assessRollingWindow(secondsAgo(1, 2), now, limit)).toEqual({ allowed: true });
  });

  it("refuses the next event until the oldest counted one leaves the window", () => {
    expect(assessRollingWindow(secondsAgo(10, 20, 100), now, limit)).toEqual({ allowed: false, retryAfterSeconds: 500 });
  });

  it("counts only the newest max events for the wait", () => {
    expect(assessRollingWindow(secondsAgo(10, 20, 30, 400, 500), now, limit)).toEqual({
      allowed: false,
      retryAfterSeconds: 570,
    });
  });

  it("forgets events at or beyond the window's start", () => {
    expect(assessRollingWindow(secondsAgo(10, 20, 600), now, limit)).toEqual({ allowed: true });
    expect(assessRollingWindow(secondsAgo(10, 20, 601, 900), now, limit)).toEqual({ allowed: true });
  });

  it("asks for at least a whole second, rounding up", () => {
    expect(assessRollingWindow(secondsAgo(0, 0, 599.9), now, limit)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(assessRollingWindow(secondsAgo(0, 0, 598.5), now, limit)).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  it("holds whatever the order of the recent events", () => {
    expect(assessRollingWindow(secondsAgo(100, 10, 20), now, limit)).toEqual({ allowed: false, retryAfterSeconds: 500 });
  });
});

describe("the key an address counts under", () => {
  it("keeps IPv4 addresses whole and reads IPv4-mapped IPv6 addresses as IPv4", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey(" 198.51.100.1 ")).toBe("198.51.100.1");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:1:2::/64";
    expect(addressKey("2001:db8:1:2::1")).toBe(key);
    expect(addressKey("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe(key);
    expect(addressKey("2001:db8:1:2:3:4:5:6%eth0")).toBe(key);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
    expect(addressKey("not:an:address::at::all")).toBe("not:an:address::at::all");
  });

  it("has no key for an unknown address", () => {
    expect(addressKey(null)).toBeNull();
    expect(addressKey(undefined)).toBeNull();
    expect(addressKey("  ")).toBeNull();
  });
});
