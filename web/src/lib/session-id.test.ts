import { SESSION_ID_PATTERN } from "@highcotton/form-fields";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createSessionId, getSessionId, SESSION_ID_KEY } from "./session-id.ts";

describe("browser session id (SPEC §3)", () => {
  beforeEach(() => localStorage.clear());

  it("is session_ + Date.now() + _ + a random base-36 string", () => {
    const id = createSessionId(1_767_225_600_000, () => 0.123456789);
    expect(id).toBe(`session_1767225600000_${(0.123456789).toString(36).slice(2, 11)}`);
    expect(id).toMatch(SESSION_ID_PATTERN);
  });

  it("uses the current time by default", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-01-02T03:04:05.006Z"));
    try {
      expect(createSessionId()).toMatch(new RegExp(`^session_${Date.parse("2026-01-02T03:04:05.006Z")}_[a-z0-9]{9}$`));
    } finally {
      vi.useRealTimers();
    }
  });

  it("never loops or comes out empty when the random source returns 0", () => {
    expect(createSessionId(1, () => 0)).toBe("session_1_000000000");
  });

  it("is kept under highcotton_session_id, created on first use", () => {
    expect(SESSION_ID_KEY).toBe("highcotton_session_id");
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();
    const id = getSessionId(localStorage);
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(id);
  });

  it("returns the same id on later uses", () => {
    const first = getSessionId(localStorage);
    expect(getSessionId(localStorage)).toBe(first);
    expect(getSessionId()).toBe(first);
  });

  it("keeps an id that is already stored", () => {
    localStorage.setItem(SESSION_ID_KEY, "session_1700000000000_abc123xyz");
    expect(getSessionId(localStorage)).toBe("session_1700000000000_abc123xyz");
  });

  it("replaces a stored value that is not a session id", () => {
    localStorage.setItem(SESSION_ID_KEY, "garbage");
    const id = getSessionId(localStorage);
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(id);
  });

  it("keeps one id in memory when storage is unavailable", () => {
    const first = getSessionId(null);
    expect(first).toMatch(SESSION_ID_PATTERN);
    expect(getSessionId(null)).toBe(first);
  });
});
