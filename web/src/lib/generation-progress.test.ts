import { describe, expect, it } from "vitest";
import { estimatedProgress, formatElapsed, readyFraction } from "./generation-progress.ts";

describe("estimatedProgress", () => {
  it("starts at 0 and climbs without reaching the end", () => {
    expect(estimatedProgress(0, 45_000)).toBe(0);
    expect(estimatedProgress(-5, 45_000)).toBe(0);
    const at = [5_000, 30_000, 45_000, 60_000, 600_000].map((ms) => estimatedProgress(ms, 45_000));
    for (let i = 1; i < at.length; i++) expect(at[i]).toBeGreaterThanOrEqual(at[i - 1] as number);
    expect(at[2]).toBeCloseTo(1 - Math.exp(-1));
    expect(at[4]).toBe(0.95);
  });

  it("copes with a bad expected time", () => {
    expect(estimatedProgress(1000, 0)).toBe(0);
    expect(estimatedProgress(Number.NaN, 45_000)).toBe(0);
  });
});

describe("formatElapsed", () => {
  it.each([
    [0, "0:00"],
    [7_400, "0:07"],
    [62_000, "1:02"],
    [-1, "0:00"],
  ])("%d ms → %s", (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });
});

describe("readyFraction", () => {
  it.each([
    [0, 20, 0],
    [5, 20, 0.25],
    [20, 20, 1],
    [25, 20, 1],
    [3, 0, 0],
  ])("%d of %d → %d", (ready, expected, fraction) => {
    expect(readyFraction(ready, expected)).toBe(fraction);
  });
});
