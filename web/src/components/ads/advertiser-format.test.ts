import { describe, expect, it } from "vitest";
import {
  advertisementStatusLabel,
  formatAxisCount,
  formatDay,
  formatRate,
  monthlyPrice,
  planPaid,
  subscriptionNote,
} from "./advertiser-format.ts";

describe("the advertiser dashboard's words and numbers", () => {
  it("prints click-through rates as percentages", () => {
    expect(formatRate(0)).toBe("0%");
    expect(formatRate(0.0345)).toBe("3.45%");
    expect(formatRate(1 / 3)).toBe("33.33%");
  });

  it("keeps the chart's axis counts short enough for the axis", () => {
    expect(formatAxisCount(0)).toBe("0");
    expect(formatAxisCount(800)).toBe("800");
    expect(formatAxisCount(1200)).toBe("1.2K");
    expect(formatAxisCount(12_000)).toBe("12K");
  });

  it("names a UTC day the same everywhere", () => {
    expect(formatDay("2026-03-04")).toBe("Mar 4");
    expect(formatDay("2026-12-31")).toBe("Dec 31");
  });

  it("says how the plan stands", () => {
    expect(subscriptionNote({ subscriptionStatus: "active", paidThrough: "2026-04-02T12:00:00.000Z" })).toBe(
      "Active · paid through Apr 2, 2026",
    );
    expect(subscriptionNote({ subscriptionStatus: "unpaid", paidThrough: null })).toBe("Awaiting payment");
    expect(subscriptionNote({ subscriptionStatus: "past_due", paidThrough: "2026-03-01T00:00:00.000Z" })).toBe("Payment failed");
    expect(subscriptionNote({ subscriptionStatus: "canceled", paidThrough: null })).toBe("Canceled");
  });

  it("counts the plan paid only while its subscription is active", () => {
    expect(planPaid({ subscriptionStatus: "active" })).toBe(true);
    for (const status of ["unpaid", "past_due", "canceled"]) expect(planPaid({ subscriptionStatus: status })).toBe(false);
  });

  it("prices the plan per month and names ad statuses", () => {
    expect(monthlyPrice({ monthlyPrice: 250 })).toBe("$250/month");
    expect(advertisementStatusLabel("pending")).toBe("Pending");
    expect(advertisementStatusLabel("active")).toBe("Active");
  });
});
