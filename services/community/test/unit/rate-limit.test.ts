import { assessRollingWindow } from "@highcotton/kit/rate-limit";
import { describe, expect, it } from "vitest";
import { COMMENT_LIMIT, POST_LIMIT, PROFILE_SAVE_LIMIT } from "../../src/domain/constants.ts";

const now = new Date("2026-06-01T12:00:00Z");
const minutesAgo = (...minutes: number[]) => minutes.map((m) => new Date(now.getTime() - m * 60_000));

describe("the community's rate limits", () => {
  it("let a member post 5 times in 10 minutes, then wait for the oldest to leave the window", () => {
    expect(assessRollingWindow(minutesAgo(1, 2, 3, 4), now, POST_LIMIT)).toEqual({ allowed: true });
    expect(assessRollingWindow(minutesAgo(1, 2, 3, 4, 8), now, POST_LIMIT)).toEqual({
      allowed: false,
      retryAfterSeconds: 2 * 60,
    });
    expect(assessRollingWindow(minutesAgo(1, 2, 3, 4, 10), now, POST_LIMIT)).toEqual({ allowed: true });
  });

  it("let a member comment 20 times in 10 minutes", () => {
    const nineteen = minutesAgo(...Array.from({ length: 19 }, (_, i) => i * 0.25));
    expect(assessRollingWindow(nineteen, now, COMMENT_LIMIT)).toEqual({ allowed: true });
    expect(assessRollingWindow([...nineteen, ...minutesAgo(9)], now, COMMENT_LIMIT)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
  });

  it("let a session save its profile 10 times in 10 minutes", () => {
    const ten = minutesAgo(...Array.from({ length: 10 }, (_, i) => i * 0.5));
    expect(assessRollingWindow(ten.slice(1), now, PROFILE_SAVE_LIMIT)).toEqual({ allowed: true });
    expect(assessRollingWindow(ten, now, PROFILE_SAVE_LIMIT)).toMatchObject({ allowed: false });
  });
});
