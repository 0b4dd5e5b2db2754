import { addressKey } from "@highcotton/kit/rate-limit";
import { describe, expect, it } from "vitest";
import { ESTABLISHED_REPORTER_HOURS, HIDING_REPORTERS } from "../../src/contract/index.ts";
import { establishedAddresses, isEstablishedReporter, reportsHide, type WeighedReport } from "../../src/domain/report-rule.ts";

const HOUR = 3_600_000;
const now = new Date("2026-06-01T12:00:00Z");
const established = (address: string | null): WeighedReport => ({ established: true, addressKey: address });
const fresh = (address: string | null): WeighedReport => ({ established: false, addressKey: address });
const addresses = (count: number) => Array.from({ length: count }, (_, index) => `203.0.113.${index + 1}`);

describe("the report rule", () => {
  it("hides once established reporters from enough different addresses reported", () => {
    expect(reportsHide(addresses(HIDING_REPORTERS - 1).map(established))).toBe(false);
    expect(reportsHide(addresses(HIDING_REPORTERS).map(established))).toBe(true);
  });

  it("does not hide on any number of fresh reporters, wherever they report from", () => {
    expect(reportsHide(addresses(50).map(fresh))).toBe(false);
    // Fresh reporters add nothing to established ones.
    expect(reportsHide([...addresses(HIDING_REPORTERS - 1).map(established), ...addresses(10).map(fresh)])).toBe(false);
  });

  it("counts an address once, however many established reporters share it, and never an unknown one", () => {
    const oneAddress = Array.from({ length: 10 }, () => established("203.0.113.1"));
    expect(establishedAddresses(oneAddress)).toBe(1);
    expect(reportsHide(oneAddress)).toBe(false);
    expect(reportsHide(Array.from({ length: 10 }, () => established(null)))).toBe(false);
  });

  it("takes a reporter as established from ESTABLISHED_REPORTER_HOURS on, and never without a start", () => {
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
    expect(isEstablishedReporter(ago(ESTABLISHED_REPORTER_HOURS), now)).toBe(true);
    expect(isEstablishedReporter(ago(ESTABLISHED_REPORTER_HOURS - 0.01), now)).toBe(false);
    expect(isEstablishedReporter(now, now)).toBe(false);
    expect(isEstablishedReporter(null, now)).toBe(false);
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
  });

  it("has no key for an unknown address", () => {
    expect(addressKey(null)).toBeNull();
    expect(addressKey(undefined)).toBeNull();
    expect(addressKey("  ")).toBeNull();
  });
});
