import { describe, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { checkVideoLength } from "../../src/domain/video-duration.ts";

const verdict = (maxSeconds: number, seconds: number) => {
  const result = checkVideoLength(maxSeconds, seconds);
  return result.ok ? "fits" : result.error.message;
};

describe("whether a video's length fits its plan", () => {
  it("fits from 1 second to the plan's length, with half a second for encoder rounding", () => {
    for (const [max, seconds] of [
      [15, 1],
      [15, 15],
      [15, 15.02],
      [15, 15.5],
      [30, 29.97],
      [60, 60.4],
    ] as const) {
      expect(verdict(max, seconds)).toBe("fits");
    }
  });

  it("refuses a longer video naming the plan's length and the video's", () => {
    expect(verdict(15, 31)).toBe(messages.videoTooLong(15, 31));
    expect(verdict(15, 31)).toBe("This plan runs videos of up to 15 seconds; yours is 31 seconds");
    expect(verdict(15, 15.51)).toBe("This plan runs videos of up to 15 seconds; yours is 15.5 seconds");
    expect(verdict(30, 61.26)).toBe("This plan runs videos of up to 30 seconds; yours is 61.3 seconds");
  });

  it("refuses a video shorter than a second, or without a length", () => {
    expect(verdict(15, 0.99)).toBe(messages.videoTooShort);
    expect(verdict(15, 0)).toBe(messages.videoTooShort);
    expect(verdict(15, Number.NaN)).toBe(messages.videoTooShort);
  });
});
