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
