import { describe, expect, it } from "vitest";
import { oneMonthAfter } from "../../src/billing-period.ts";

describe("a billing month", () => {
  it("ends on the same day and time of the next month", () => {
    expect(oneMonthAfter(new Date("2026-03-15T10:30:00Z"))).toEqual(new Date("2026-04-15T10:30:00Z"));
    expect(oneMonthAfter(new Date("2026-12-05T00:00:00Z"))).toEqual(new Date("2027-01-05T00:00:00Z"));
  });

  it("ends on the last day of a shorter month", () => {
    expect(oneMonthAfter(new Date("2026-01-31T08:00:00Z"))).toEqual(new Date("2026-02-28T08:00:00Z"));
    expect(oneMonthAfter(new Date("2028-01-31T08:00:00Z"))).toEqual(new Date("2028-02-29T08:00:00Z"));
    expect(oneMonthAfter(new Date("2026-03-31T23:59:59Z"))).toEqual(new Date("2026-04-30T23:59:59Z"));
  });
});
