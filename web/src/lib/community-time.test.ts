import { describe, expect, it } from "vitest";
import { timeAgo } from "./community-time.ts";

const now = new Date("2026-03-10T12:00:00Z").getTime();
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("timeAgo", () => {
  it("says just now under a minute, and for a clock slightly ahead", () => {
    expect(timeAgo(ago(0), now)).toBe("just now");
    expect(timeAgo(ago(59_000), now)).toBe("just now");
    expect(timeAgo(ago(-30_000), now)).toBe("just now");
  });

  it("counts minutes, hours and days", () => {
    expect(timeAgo(ago(60_000), now)).toBe("1 minute ago");
    expect(timeAgo(ago(5 * 60_000 + 59_000), now)).toBe("5 minutes ago");
    expect(timeAgo(ago(3 * 3_600_000), now)).toBe("3 hours ago");
    expect(timeAgo(ago(26 * 3_600_000), now)).toBe("1 day ago");
    expect(timeAgo(ago(6 * 86_400_000), now)).toBe("6 days ago");
  });

  it("gives the date after a week, with the year only when it is another year", () => {
    expect(timeAgo("2026-02-01T12:00:00Z", now)).toBe("Feb 1");
    expect(timeAgo("2025-12-01T12:00:00Z", now)).toBe("Dec 1, 2025");
  });

  it("is empty for a missing or unreadable time", () => {
    expect(timeAgo(null, now)).toBe("");
    expect(timeAgo("not a date", now)).toBe("");
  });
});
