import { describe, expect, it } from "vitest";
import { addDays, localDay, nextQuestion } from "../../src/domain/question-day.ts";
import { QUESTION_ROTATION } from "../../src/domain/question-rotation.ts";

describe("the day of the question", () => {
  it("is the calendar day in the configured time zone, turning at its midnight", () => {
    // 06:59 UTC is 23:59 the evening before in Los Angeles (PDT, UTC−7); a minute later it is midnight.
    expect(localDay(new Date("2026-06-02T06:59:00Z"), "America/Los_Angeles")).toBe("2026-06-01");
    expect(localDay(new Date("2026-06-02T07:00:00Z"), "America/Los_Angeles")).toBe("2026-06-02");
    expect(localDay(new Date("2026-06-02T06:59:00Z"), "UTC")).toBe("2026-06-02");
    expect(localDay(new Date("2026-01-01T04:00:00Z"), "America/New_York")).toBe("2025-12-31");
  });

  it("counts days across months, years and leap days", () => {
    expect(addDays("2026-06-01", -1)).toBe("2026-05-31");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-03-08", -6)).toBe("2026-03-02");
    expect(() => addDays("June 1", 1)).toThrow(RangeError);
  });
});

describe("which question follows which", () => {
  const rotation = [
    { id: "c", position: 30 },
    { id: "a", position: 10 },
    { id: "b", position: 20 },
  ];

  it("starts with the first question by position", () => {
    expect(nextQuestion(rotation, null)?.id).toBe("a");
  });

  it("takes the next by position, and wraps round after the last", () => {
    expect(nextQuestion(rotation, 10)?.id).toBe("b");
    expect(nextQuestion(rotation, 20)?.id).toBe("c");
    expect(nextQuestion(rotation, 30)?.id).toBe("a");
  });

  it("goes on after a position no question holds any more", () => {
    expect(nextQuestion(rotation, 15)?.id).toBe("b");
    expect(nextQuestion(rotation, 99)?.id).toBe("a");
  });

  it("has nothing to ask without questions", () => {
    expect(nextQuestion([], null)).toBeNull();
    expect(nextQuestion([], 3)).toBeNull();
  });

  it("seeds at least two weeks of distinct questions", () => {
    expect(QUESTION_ROTATION.length).toBeGreaterThanOrEqual(14);
    expect(new Set(QUESTION_ROTATION).size).toBe(QUESTION_ROTATION.length);
    expect(QUESTION_ROTATION[0]).toBe("What strain are you smoking today?");
  });
});
