import { describe, expect, it } from "vitest";
import { assessCardAttempt, cardAttemptWindowStart, isCardFailure } from "../../src/card-attempt-limit.ts";

const now = new Date("2026-06-01T12:00:00Z");
const minutesAgo = (...minutes: number[]) => minutes.map((m) => new Date(now.getTime() - m * 60_000));

describe("card attempt limit", () => {
  it("looks back one hour", () => {
    expect(cardAttemptWindowStart(now).toISOString()).toBe("2026-06-01T11:00:00.000Z");
  });

  it("lets an account with fewer than 5 failures in the hour try a card", () => {
    expect(assessCardAttempt([], now)).toEqual({ allowed: true });
    expect(assessCardAttempt(minutesAgo(1, 2, 3, 4), now)).toEqual({ allowed: true });
  });

  it("refuses the 6th attempt until the oldest counted failure leaves the hour", () => {
    expect(assessCardAttempt(minutesAgo(1, 2, 3, 4, 5), now)).toEqual({ allowed: false, retryAfterSeconds: 55 * 60 });
    expect(assessCardAttempt(minutesAgo(0, 0, 0, 0, 59.5), now)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it("counts only the newest 5 failures for the wait", () => {
    expect(assessCardAttempt(minutesAgo(1, 2, 3, 4, 10, 50), now)).toEqual({ allowed: false, retryAfterSeconds: 50 * 60 });
  });

  it("does not count failures an hour old or older", () => {
    expect(assessCardAttempt(minutesAgo(1, 2, 3, 4, 60), now)).toEqual({ allowed: true });
    expect(assessCardAttempt(minutesAgo(1, 2, 3, 4, 61, 90), now)).toEqual({ allowed: true });
  });

  it("asks for at least a second", () => {
    const almostGone = new Date(now.getTime() - 3_599_900);
    expect(assessCardAttempt([...minutesAgo(0, 0, 0, 0), almostGone], now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("counts declines and cards refused as invalid as failures, nothing else", () => {
    expect(isCardFailure("PAYMENT_REQUIRED")).toBe(true);
    expect(isCardFailure("BAD_USER_INPUT")).toBe(true);
    for (const code of ["CONFLICT", "NOT_FOUND", "FORBIDDEN", "UNAUTHENTICATED", "TOO_MANY_REQUESTS"] as const) {
      expect(isCardFailure(code)).toBe(false);
    }
  });
});
