import { cents } from "@highcotton/kit/money";
import { describe, expect, it } from "vitest";
import { balancesOf } from "../../src/domain/balances.ts";
import { eligibleAtOf } from "../../src/domain/earnings.ts";
import { MAX_PAYOUT_RETRY_MS, nextPayoutAttemptAt, withdrawalOf } from "../../src/domain/withdrawals.ts";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("eligibility dates", () => {
  it("makes a sale withdrawable exactly 90 days later, across month and year ends", () => {
    expect(eligibleAtOf(new Date("2026-01-01T09:30:00Z"))).toEqual(new Date("2026-04-01T09:30:00Z"));
    expect(eligibleAtOf(new Date("2026-11-15T23:59:59.999Z"))).toEqual(new Date("2027-02-13T23:59:59.999Z"));
    // 2028 is a leap year: 29 February counts as a day.
    expect(eligibleAtOf(new Date("2028-01-15T00:00:00Z"))).toEqual(new Date("2028-04-14T00:00:00Z"));
  });

  it("dates a withdrawal by the last of its credits to become eligible", () => {
    const withdrawal = withdrawalOf([
      { amount: cents(400), eligibleAt: day("2026-03-01") },
      { amount: cents(1200), eligibleAt: day("2026-05-20") },
      { amount: cents(800), eligibleAt: day("2026-04-02") },
    ]);
    expect(withdrawal).toEqual({ ok: true, value: { amount: 2400, eligibleAt: day("2026-05-20") } });
  });
});

describe("balance splits", () => {
  /** A credit past its hold, its order fulfilled, neither withdrawn nor reversed. */
  const settled = { eligible: true, fulfilled: true, withdrawn: false, reversed: false, recovered: false } as const;

  it("splits the ledger into revenue, available and held, with the next held credit's date", () => {
    const balances = balancesOf([
      { ...settled, withdrawn: true, amount: cents(1200), firstEligibleAt: day("2026-01-10") },
      { ...settled, amount: cents(800), firstEligibleAt: day("2026-02-10") },
      { ...settled, eligible: false, amount: cents(2000), firstEligibleAt: day("2026-07-04") },
    ]);
    expect(balances).toEqual({
      totalRevenue: 4000,
      available: 800,
      held: 2000,
      reversed: 0,
      owed: 0,
      nextEligibleAt: day("2026-07-04"),
    });
    expect(balances.available + balances.held + 1200).toBe(balances.totalRevenue);
  });

  it("answers zeros and no date for a store that has earned nothing", () => {
    expect(balancesOf([])).toEqual({ totalRevenue: 0, available: 0, held: 0, reversed: 0, owed: 0, nextEligibleAt: null });
  });

  it("holds the credit of an unfulfilled order past its 90 days until it is printed", () => {
    const balances = balancesOf([
      { ...settled, fulfilled: false, amount: cents(400), firstEligibleAt: day("2026-01-10") },
      { ...settled, fulfilled: false, eligible: false, amount: cents(800), firstEligibleAt: day("2026-08-01") },
      { ...settled, eligible: false, amount: cents(1200), firstEligibleAt: day("2026-09-01") },
    ]);
    // The next date is when a hold ends; the unprinted credit past its hold has none.
    expect(balances).toEqual({
      totalRevenue: 2400,
      available: 0,
      held: 2400,
      reversed: 0,
      owed: 0,
      nextEligibleAt: day("2026-08-01"),
    });
  });

  it("counts a reversed credit only as reversed, whatever its dates", () => {
    const balances = balancesOf([
      { ...settled, fulfilled: false, reversed: true, amount: cents(800), firstEligibleAt: day("2026-01-10") },
      { ...settled, fulfilled: false, eligible: false, reversed: true, amount: cents(400), firstEligibleAt: day("2026-08-01") },
      { ...settled, amount: cents(1200), firstEligibleAt: day("2026-02-10") },
    ]);
    expect(balances).toEqual({ totalRevenue: 1200, available: 1200, held: 0, reversed: 1200, owed: 0, nextEligibleAt: null });
  });

  it("takes a reversed credit a withdrawal already paid off the available balance, never below 0, until recovered", () => {
    const paidThenRefunded = {
      ...settled,
      withdrawn: true,
      reversed: true,
      amount: cents(400),
      firstEligibleAt: day("2026-01-10"),
    };
    const available = { ...settled, amount: cents(1200), firstEligibleAt: day("2026-02-10") };
    expect(balancesOf([paidThenRefunded, available])).toMatchObject({
      totalRevenue: 1200,
      available: 800,
      reversed: 400,
      owed: 400,
    });
    // Owed more than is available: 0 to withdraw, the rest carried until new credits cover it.
    expect(balancesOf([{ ...paidThenRefunded, amount: cents(1600) }, available])).toMatchObject({ available: 0, owed: 1600 });
    // Taken back by a later withdrawal: still reversed, no longer owed.
    expect(balancesOf([{ ...paidThenRefunded, recovered: true }, available])).toMatchObject({
      available: 1200,
      reversed: 400,
      owed: 0,
    });
  });

  it("pays a withdrawal its credits less the reversals it takes back, and nothing when they do not exceed them", () => {
    const credits = [
      { amount: cents(800), eligibleAt: day("2026-03-01") },
      { amount: cents(400), eligibleAt: day("2026-04-01") },
    ];
    expect(withdrawalOf(credits, [cents(400)])).toEqual({ ok: true, value: { amount: 800, eligibleAt: day("2026-04-01") } });
    expect(withdrawalOf(credits, [cents(800), cents(400)])).toMatchObject({ ok: false, error: { code: "BAD_USER_INPUT" } });
  });

  it("has nothing to withdraw when no credit was claimed", () => {
    expect(withdrawalOf([])).toEqual({
      ok: false,
      error: { code: "BAD_USER_INPUT", message: "No balance is available to withdraw yet." },
    });
  });
});

describe("payout retries", () => {
  const requestedAt = new Date("2026-06-01T12:00:00Z");
  const minutesAfter = (attempts: number) =>
    (nextPayoutAttemptAt(requestedAt, attempts).getTime() - requestedAt.getTime()) / 60_000;

  it("pays at once, then waits 1, 2, 4… minutes between attempts", () => {
    expect([0, 1, 2, 3, 4].map(minutesAfter)).toEqual([0, 1, 3, 7, 15]);
  });

  it("never waits more than 6 hours between two attempts", () => {
    const gaps = Array.from({ length: 20 }, (_, attempts) => minutesAfter(attempts + 1) - minutesAfter(attempts));
    expect(Math.max(...gaps)).toBe(MAX_PAYOUT_RETRY_MS / 60_000);
    expect(gaps.at(-1)).toBe(360);
    expect(gaps.every((gap, index) => index === 0 || gap >= (gaps[index - 1] ?? 0))).toBe(true);
  });
});
