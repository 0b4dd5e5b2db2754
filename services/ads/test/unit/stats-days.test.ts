import { describe, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { clickThroughRate, fillStatsDays, statsDaysSchema, statsWindow, utcDay } from "../../src/domain/stats-days.ts";

describe("the statistics' days", () => {
  it("counts an instant on its UTC day", () => {
    expect(utcDay(new Date("2026-03-01T23:59:59.999Z"))).toBe("2026-03-01");
    expect(utcDay(new Date("2026-03-01T20:30:00-05:00"))).toBe("2026-03-02");
  });

  it("covers the last N days up to today, oldest first, across month and year ends", () => {
    expect(statsWindow(new Date("2026-03-02T00:10:00Z"), 4)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(statsWindow(new Date("2027-01-01T12:00:00Z"), 2)).toEqual(["2026-12-31", "2027-01-01"]);
    expect(statsWindow(new Date("2026-06-15T12:00:00Z"), 30)).toHaveLength(30);
    expect(statsWindow(new Date("2026-06-15T12:00:00Z"), 1)).toEqual(["2026-06-15"]);
  });

  it("fills the days nothing was counted on with zeros, and totals the window", () => {
    const window = ["2026-06-13", "2026-06-14", "2026-06-15"];
    expect(
      fillStatsDays(window, [
        { day: "2026-06-15", impressions: 10, clicks: 1 },
        { day: "2026-06-13", impressions: 4, clicks: 3 },
      ]),
    ).toEqual({
      days: [
        { day: "2026-06-13", impressions: 4, clicks: 3, clickThroughRate: 0.75 },
        { day: "2026-06-14", impressions: 0, clicks: 0, clickThroughRate: 0 },
        { day: "2026-06-15", impressions: 10, clicks: 1, clickThroughRate: 0.1 },
      ],
      impressions: 14,
      clicks: 4,
      clickThroughRate: 4 / 14,
    });
  });

  it("gives a click-through rate of 0 without impressions", () => {
    expect(clickThroughRate(0, 0)).toBe(0);
    expect(clickThroughRate(2, 0)).toBe(0);
    expect(clickThroughRate(1, 4)).toBe(0.25);
  });

  it("takes windows of 1 to 90 whole days", () => {
    expect(statsDaysSchema.parse(1)).toBe(1);
    expect(statsDaysSchema.parse(90)).toBe(90);
    for (const days of [0, 91, 2.5, "30"]) {
      expect(statsDaysSchema.safeParse(days).error?.issues[0]?.message).toBe(messages.statsDaysInvalid);
    }
  });
});
