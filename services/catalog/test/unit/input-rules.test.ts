import { describe, expect, it } from "vitest";
import { dispensaryFormSchema } from "../../src/contract/index.ts";
import { customDesignRequestSchema } from "../../src/domain/custom-prompt.ts";
import { decodeDesignCursor, designPageSchema, encodeDesignCursor } from "../../src/domain/design-page.ts";
import { reactionSchema, stateFilterSchema, storeViewSchema } from "../../src/domain/shopper-actions.ts";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("store addresses", () => {
  const form = { name: "Desert Bloom", address: "2100 E Camelback Rd", city: "Phoenix", state: "AZ", zipCode: "85016" };

  it.each([
    [{ address: "1" }, "Street address must be at least 2 characters"],
    [{ address: "a".repeat(100_000) }, "Street address must be at most 200 characters"],
    [{ city: "n" }, "City must be at least 2 characters"],
    [{ city: "Phoe\u0000nix" }, "City must not contain NUL characters"],
    [{ state: "D" }, "Please choose a US state"],
    [{ zipCode: "850" }, "ZIP code must be 5 digits or ZIP+4 (12345-6789)"],
    [{ zipCode: "85016-12" }, "ZIP code must be 5 digits or ZIP+4 (12345-6789)"],
    [{ name: 42 }, "Business name must be a string"],
  ])("refuses %o", (overrides, message) => {
    expect(firstMessage(dispensaryFormSchema.safeParse({ ...form, ...overrides }))).toBe(message);
  });

  it("accepts ZIP+4", () => {
    expect(dispensaryFormSchema.parse({ ...form, zipCode: "85016-1234" }).zipCode).toBe("85016-1234");
  });
});

describe("shopper input", () => {
  it("needs a session id in the web app's shape for custom designs and reactions", () => {
    const long = `session_1_${"a".repeat(3000)}`;
    expect(firstMessage(customDesignRequestSchema.safeParse({ prompt: "sunset", sessionId: long }))).toBe(
      "The browser session id is not valid",
    );
    expect(firstMessage(customDesignRequestSchema.safeParse({ prompt: "sunset" }))).toBe("A browser session id is required");
    expect(firstMessage(reactionSchema.safeParse({ designId: "x", type: "heart", sessionId: "session_1_\u0000" }))).toBe(
      "The browser session id is not valid",
    );
    expect(reactionSchema.parse({ designId: "x", type: "heart", sessionId: "session_1_a" }).type).toBe("heart");
  });

  it("lets a store view come without a session, and filters by real state codes only", () => {
    expect(storeViewSchema.parse({ dispensaryId: "x" })).toEqual({ dispensaryId: "x", sessionId: null });
    expect(stateFilterSchema.parse({ state: "tx" })).toEqual({ state: "TX" });
    expect(firstMessage(stateFilterSchema.safeParse({ state: "T\u0000" }))).toBe("Please choose a US state");
  });
});

describe("design pages", () => {
  it("round-trips a cursor and refuses anything else", () => {
    const cursor = { createdAt: "2026-11-23T10:15:00.123456Z", id: "8f5e2c1a-0000-4000-8000-000000000000" };
    expect(decodeDesignCursor(encodeDesignCursor(cursor))).toEqual(cursor);
    for (const bad of ["", "zzz", "bm90LWEtY3Vyc29y", "!!", "a".repeat(300)]) expect(decodeDesignCursor(bad)).toBeNull();
  });

  it("defaults to 60 a page and allows 1 to 200", () => {
    expect(designPageSchema.parse({})).toEqual({ first: 60, after: null });
    for (const first of [0, 201, 1.5]) expect(designPageSchema.safeParse({ first }).success).toBe(false);
    expect(firstMessage(designPageSchema.safeParse({ after: "nope" }))).toBe(
      "That page cursor is not valid; start again from the first page",
    );
  });
});
