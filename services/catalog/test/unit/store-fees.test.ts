import { describe, expect, it } from "vitest";
import { DISPENSARY_ANNUAL_RENEWAL, DISPENSARY_SIGN_ON_FEE } from "../../src/contract/index.ts";
import { daysPastDue, feeDueAtOf, feeOwed, feePeriod, isOpen, isRenewalDue, oneYearAfter } from "../../src/domain/fees.ts";

describe("store fee rules", () => {
  it("owes the $100 sign-on fee while due, the $40 renewal while past due, nothing when paid", () => {
    expect(DISPENSARY_SIGN_ON_FEE).toBe(10_000);
    expect(DISPENSARY_ANNUAL_RENEWAL).toBe(4_000);
    expect(feeOwed("due")).toEqual({ kind: "sign_on", amountCents: 10_000 });
    expect(feeOwed("past_due")).toEqual({ kind: "renewal", amountCents: 4_000 });
    expect(feeOwed("paid")).toBeNull();
  });

  it("dates a fee due from the store's opening (sign-on) or the end of its paid year, in whole days", () => {
    const createdAt = new Date("2026-03-10T15:00:00Z");
    const renewsAt = new Date("2027-03-10T15:00:00Z");
    expect(feeDueAtOf({ feeStatus: "due", renewsAt: null, createdAt })).toEqual(createdAt);
    expect(feeDueAtOf({ feeStatus: "past_due", renewsAt, createdAt })).toEqual(renewsAt);
    expect(feeDueAtOf({ feeStatus: "paid", renewsAt, createdAt })).toEqual(renewsAt);
    expect(daysPastDue(renewsAt, new Date("2027-03-11T14:59:59Z"))).toBe(0);
    expect(daysPastDue(renewsAt, new Date("2027-03-11T15:00:00Z"))).toBe(1);
    expect(daysPastDue(renewsAt, new Date("2027-03-01T00:00:00Z"))).toBe(0);
  });

  it("opens only a paid store", () => {
    expect([isOpen("due"), isOpen("paid"), isOpen("past_due")]).toEqual([false, true, false]);
  });

  it("counts a year to the same day, and February 29 to February 28", () => {
    expect(oneYearAfter(new Date("2026-03-10T15:00:00Z"))).toEqual(new Date("2027-03-10T15:00:00Z"));
    expect(oneYearAfter(new Date("2028-02-29T08:30:00Z"))).toEqual(new Date("2029-02-28T08:30:00Z"));
    expect(oneYearAfter(new Date("2026-12-31T23:59:59Z"))).toEqual(new Date("2027-12-31T23:59:59Z"));
  });

  it("is due for renewal once a paid year has ended, never while due or past due", () => {
    const renewsAt = new Date("2027-03-10T15:00:00Z");
    expect(isRenewalDue({ feeStatus: "paid", renewsAt }, new Date("2027-03-10T14:59:59Z"))).toBe(false);
    expect(isRenewalDue({ feeStatus: "paid", renewsAt }, renewsAt)).toBe(true);
    expect(isRenewalDue({ feeStatus: "past_due", renewsAt }, new Date("2028-01-01T00:00:00Z"))).toBe(false);
    expect(isRenewalDue({ feeStatus: "due", renewsAt: null }, new Date("2028-01-01T00:00:00Z"))).toBe(false);
  });

  it("keys each payment by its period: the sign-on once, each renewal by the year it starts", () => {
    const now = new Date("2027-03-12T09:00:00Z");
    const renewsAt = new Date("2027-03-10T15:00:00Z");
    expect(feePeriod("sign_on", { renewsAt: null }, now, false)).toEqual({
      period: "sign_on",
      renewsAt: new Date("2028-03-12T09:00:00Z"),
    });
    // The job keeps the anniversary however late it runs.
    expect(feePeriod("renewal", { renewsAt }, now, true)).toEqual({
      period: "renewal:2027-03-10T15:00:00.000Z",
      renewsAt: new Date("2028-03-10T15:00:00Z"),
    });
    // A past-due store paying late buys a year from the day it pays, for the same period.
    expect(feePeriod("renewal", { renewsAt }, now, false)).toEqual({
      period: "renewal:2027-03-10T15:00:00.000Z",
      renewsAt: new Date("2028-03-12T09:00:00Z"),
    });
  });
});
