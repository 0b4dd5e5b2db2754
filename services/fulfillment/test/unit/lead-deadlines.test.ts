import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  deadlineStepOf,
  HOUR_MS,
  isReoffered,
  type LeadTimes,
  leadDeadlinesOf,
  reofferCutoffOf,
} from "../../src/domain/lead-deadlines.ts";

const deadlines = leadDeadlinesOf({ LEAD_REOFFER_AFTER_HOURS: 48, ORDER_REFUND_AFTER_DAYS: 7, FULFIL_WITHIN_DAYS: 10 });
const PLACED = new Date("2025-03-01T12:00:00Z");
const after = (ms: number, from = PLACED) => new Date(from.getTime() + ms);
const lead = (overrides: Partial<LeadTimes> = {}): LeadTimes => ({
  status: "pending",
  placedAt: PLACED,
  acceptedAt: null,
  returnedAt: null,
  ...overrides,
});

describe("lead deadlines", () => {
  it("reads the settings in hours and days, fractions included", () => {
    expect(deadlines).toEqual({ reofferAfterMs: 48 * HOUR_MS, refundAfterMs: 7 * DAY_MS, fulfilWithinMs: 10 * DAY_MS });
    expect(leadDeadlinesOf({ LEAD_REOFFER_AFTER_HOURS: 0.5, ORDER_REFUND_AFTER_DAYS: 0.25, FULFIL_WITHIN_DAYS: 1 })).toEqual({
      reofferAfterMs: 30 * 60_000,
      refundAfterMs: 6 * HOUR_MS,
      fulfilWithinMs: DAY_MS,
    });
  });

  it("re-offers a pending lead nationwide from the 48th hour, and a returned one at once", () => {
    const cutoff = (now: Date) => reofferCutoffOf(now, deadlines);
    expect(isReoffered(lead(), cutoff(after(48 * HOUR_MS - 1)))).toBe(false);
    expect(isReoffered(lead(), cutoff(after(48 * HOUR_MS)))).toBe(true);
    const returned = lead({ returnedAt: after(11 * DAY_MS) });
    expect(isReoffered(returned, cutoff(after(11 * DAY_MS)))).toBe(true);
    expect(isReoffered(lead({ status: "assigned", acceptedAt: PLACED }), cutoff(after(30 * DAY_MS)))).toBe(false);
  });

  it("withdraws a lead nobody accepted within 7 days of its placing", () => {
    expect(deadlineStepOf(lead(), after(7 * DAY_MS - 1), deadlines)).toBeNull();
    expect(deadlineStepOf(lead(), after(7 * DAY_MS), deadlines)).toEqual({ step: "expire", reason: "unaccepted" });
  });

  it("returns a lead unfulfilled after its 10 days to the pool once, with 48 hours to be taken again, then withdraws it", () => {
    const acceptedAt = after(DAY_MS);
    const first = lead({ status: "assigned", acceptedAt });
    expect(deadlineStepOf(first, after(10 * DAY_MS - 1, acceptedAt), deadlines)).toBeNull();
    // Past the 7 days from its placing, it still gets its one second chance.
    expect(deadlineStepOf(first, after(10 * DAY_MS, acceptedAt), deadlines)).toEqual({ step: "return" });
    const returnedAt = after(11 * DAY_MS);
    const returned = lead({ returnedAt });
    expect(deadlineStepOf(returned, after(48 * HOUR_MS - 1, returnedAt), deadlines)).toBeNull();
    expect(deadlineStepOf(returned, after(48 * HOUR_MS, returnedAt), deadlines)).toEqual({
      step: "expire",
      reason: "unaccepted",
    });
    // A return early in the 7 days does not start them again.
    const early = lead({ returnedAt: after(DAY_MS) });
    expect(deadlineStepOf(early, after(7 * DAY_MS - 1), deadlines)).toBeNull();
    expect(deadlineStepOf(early, after(7 * DAY_MS), deadlines)).toEqual({ step: "expire", reason: "unaccepted" });
    // Taken again and missed again: withdrawn.
    const again = lead({ status: "assigned", acceptedAt: after(12 * DAY_MS), returnedAt });
    expect(deadlineStepOf(again, after(22 * DAY_MS), deadlines)).toEqual({ step: "expire", reason: "unfulfilled" });
  });

  it("leaves fulfilled and withdrawn leads alone however old", () => {
    const later = after(365 * DAY_MS);
    expect(deadlineStepOf(lead({ status: "fulfilled", acceptedAt: PLACED }), later, deadlines)).toBeNull();
    expect(deadlineStepOf(lead({ status: "expired" }), later, deadlines)).toBeNull();
  });
});
