import { sessionIdMessages } from "@highcotton/kit/domain";
import { describe, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { adClickFormSchema, adEventsFormSchema } from "../../src/domain/ad-event-form.ts";

const event = (fields: Record<string, unknown> = {}) => ({
  eventId: "evt_01HZX9Q",
  advertisementId: "7f1c2a36-3c55-4c5f-9d0e-2b8f6d1c4a10",
  kind: "impression",
  pageViewId: "pv-abc-123",
  visibleMs: 1200,
  ...fields,
});
const firstMessage = (input: unknown) => {
  const result = adEventsFormSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("the ad events form", () => {
  it("reads a batch, with the session and visibleMs optional", () => {
    expect(adEventsFormSchema.parse({ events: [event({ visibleMs: undefined, kind: "click" })] })).toEqual({
      sessionId: null,
      events: [{ ...event({ kind: "click" }), token: null, visibleMs: null }],
    });
    expect(adEventsFormSchema.parse({ sessionId: "", events: [event()] }).sessionId).toBeNull();
    expect(adEventsFormSchema.parse({ sessionId: "session_1700000000000_k3j2", events: [event()] }).sessionId).toBe(
      "session_1700000000000_k3j2",
    );
  });

  it("takes 1 to 50 events", () => {
    expect(firstMessage({})).toBe(messages.eventsRequired);
    expect(firstMessage({ events: [] })).toBe(messages.eventsRequired);
    expect(firstMessage({ events: Array.from({ length: 50 }, () => event()) })).toBeNull();
    expect(firstMessage({ events: Array.from({ length: 51 }, () => event()) })).toBe(messages.eventsRequired);
  });

  it("takes event and page view ids of 8 to 64 letters, digits, - or _", () => {
    expect(firstMessage({ events: [event({ eventId: "a".repeat(8) })] })).toBeNull();
    expect(firstMessage({ events: [event({ eventId: "a".repeat(64) })] })).toBeNull();
    for (const eventId of ["a".repeat(7), "a".repeat(65), "evt 0001", "evt/00001", 12345678, null]) {
      expect(firstMessage({ events: [event({ eventId })] })).toBe(messages.eventIdInvalid);
    }
    for (const pageViewId of ["short", "page.view.1"]) {
      expect(firstMessage({ events: [event({ pageViewId })] })).toBe(messages.pageViewIdInvalid);
    }
    // The token's page view is the one that counts: the browser's ids may be left out.
    expect(firstMessage({ events: [event({ pageViewId: undefined, eventId: undefined })] })).toBeNull();
  });

  it("takes the impression token as sent, up to 256 characters, blank as none", () => {
    const parsed = (token: unknown) => adEventsFormSchema.parse({ events: [event({ token })] }).events[0]?.token;
    expect(parsed("a.b.c")).toBe("a.b.c");
    expect(parsed("")).toBeNull();
    expect(parsed(undefined)).toBeNull();
    expect(firstMessage({ events: [event({ token: "t".repeat(257) })] })).toBe(messages.impressionTokenInvalid);
    expect(firstMessage({ events: [event({ token: 42 })] })).toBe(messages.impressionTokenInvalid);
  });

  it("names what else is wrong", () => {
    expect(firstMessage({ events: [event({ kind: "view" })] })).toBe(messages.eventKindInvalid);
    expect(firstMessage({ events: [event({ advertisementId: "" })] })).toBe(messages.eventAdRequired);
    expect(firstMessage({ events: [event({ visibleMs: 1.5 })] })).toBe(messages.visibleMsInvalid);
    expect(firstMessage({ events: [event({ visibleMs: "1200" })] })).toBe(messages.visibleMsInvalid);
    expect(firstMessage({ sessionId: "someone", events: [event()] })).toBe(sessionIdMessages.invalid);
  });

  it("reads a click's ids the same way", () => {
    const { advertisementId, pageViewId, eventId } = event();
    expect(adClickFormSchema.parse({ advertisementId, pageViewId, eventId })).toEqual({
      advertisementId,
      token: null,
      pageViewId,
      eventId,
      sessionId: null,
    });
    expect(adClickFormSchema.safeParse({ advertisementId, pageViewId, eventId: "x" }).error?.issues[0]?.message).toBe(
      messages.eventIdInvalid,
    );
  });
});
