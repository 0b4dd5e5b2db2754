import { sessionIdMessages } from "@highcotton/kit/validation";
import { describe, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { isOfAge, isRealDate, readProfileForm } from "../../src/domain/profile-form.ts";

const today = "2026-06-01";
const rules = { today, blockedWords: ["buy followers"] };
const sessionId = "session_1780000000000_abc123xyz";
const read = (fields: Record<string, unknown>) => readProfileForm({ sessionId, displayName: "Denver Dank", ...fields }, rules);
const refused = (message: string) => ({ ok: false, error: { code: "BAD_USER_INPUT", message } });

describe("the community profile form", () => {
  it("keeps what was given, trimmed, with the state upper case", () => {
    const form = read({
      displayName: "  Denver Dank ",
      bio: " Loves sativas ",
      city: " Denver ",
      state: "co",
      birthday: "1990-04-20",
    });
    expect(form).toEqual({
      ok: true,
      value: { sessionId, displayName: "Denver Dank", bio: "Loves sativas", city: "Denver", state: "CO", birthday: "1990-04-20" },
    });
  });

  it("stores empty optional fields as null", () => {
    const form = read({ bio: "", city: "   ", state: "", birthday: "" });
    expect(form).toMatchObject({ ok: true, value: { bio: null, city: null, state: null, birthday: null } });
    expect(read({})).toMatchObject({ ok: true, value: { bio: null, city: null, state: null, birthday: null } });
    expect(read({ bio: null, state: null })).toMatchObject({ ok: true, value: { bio: null, state: null } });
  });

  it("needs a display name of 1 to 50 characters that shows something", () => {
    expect(read({ displayName: "" })).toEqual(refused(messages.displayNameRequired));
    expect(read({ displayName: "   " })).toEqual(refused(messages.displayNameRequired));
    expect(read({ displayName: "\u200b\u200e" })).toEqual(refused(messages.displayNameRequired));
    expect(read({ displayName: "\u0001\u0002" })).toEqual(refused(messages.displayNameRequired));
    expect(read({ displayName: undefined })).toEqual(refused(messages.displayNameRequired));
    expect(read({ displayName: "x".repeat(51) })).toEqual(refused(messages.displayNameTooLong));
    expect(read({ displayName: "x".repeat(50) })).toMatchObject({ ok: true });
    expect(read({ displayName: "🌿🔥" })).toMatchObject({ ok: true, value: { displayName: "🌿🔥" } });
    expect(read({ displayName: 42 })).toMatchObject({ ok: false, error: { code: "BAD_USER_INPUT" } });
    expect(read({ displayName: "Den\u0000ver" })).toMatchObject({ ok: false, error: { code: "BAD_USER_INPUT" } });
  });

  it("limits the bio to 500 characters and the city to 100", () => {
    expect(read({ bio: "b".repeat(501) })).toEqual(refused(messages.bioTooLong));
    expect(read({ bio: "b".repeat(500) })).toMatchObject({ ok: true });
    expect(read({ city: "c".repeat(101) })).toEqual(refused(messages.cityTooLong));
    expect(read({ bio: "a".repeat(10_000_000) })).toEqual(refused(messages.bioTooLong));
  });

  it("accepts only a US state's two-letter code", () => {
    for (const state of ["C", "COL", "ZZ", "1A", 7]) expect(read({ state })).toEqual(refused(messages.stateLength));
    expect(read({ state: " wa " })).toMatchObject({ ok: true, value: { state: "WA" } });
  });

  it("needs a real birthday, YYYY-MM-DD, in the past", () => {
    for (const birthday of ["2023-02-30", "1990-13-01", "1990-4-20", "04/20/1990", "1899-12-31", "2026-06-02", 19900420]) {
      expect(read({ birthday })).toEqual(refused(messages.birthdayInvalid));
    }
  });

  it("needs the person to be 21 or older today", () => {
    expect(read({ birthday: "2005-06-01" })).toMatchObject({ ok: true, value: { birthday: "2005-06-01" } });
    expect(read({ birthday: "2005-06-02" })).toEqual(refused(messages.birthdayTooYoung));
    expect(read({ birthday: "2026-06-01" })).toEqual(refused(messages.birthdayTooYoung));
  });

  it("needs a browser session id", () => {
    expect(readProfileForm({ sessionId: "not a session", displayName: "Dank" }, rules)).toEqual(
      refused(sessionIdMessages.invalid),
    );
    expect(readProfileForm({ displayName: "Dank" }, rules)).toEqual(refused(sessionIdMessages.required));
  });

  it("refuses blocked words in what others read", () => {
    expect(read({ displayName: "Buy Followers" })).toEqual(refused(messages.blockedWords));
    expect(read({ bio: "I can help you buy  followers!" })).toEqual(refused(messages.blockedWords));
    expect(read({ city: "buy-followers" })).toEqual(refused(messages.blockedWords));
  });

  it("takes an avatar's shape only, for storeImages to judge", () => {
    expect(read({ avatar: { base64: "AAAA" } })).toMatchObject({ ok: true, value: { avatar: { base64: "AAAA" } } });
    expect(read({ avatar: "AAAA" })).toEqual(refused(messages.notAnImage));
  });
});

describe("dates and ages", () => {
  it("knows real dates", () => {
    expect(isRealDate("2024-02-29")).toBe(true);
    expect(isRealDate("2023-02-29")).toBe(false);
    expect(isRealDate("2023-04-31")).toBe(false);
    expect(isRealDate("2023-00-10")).toBe(false);
  });

  it("turns 21 on the 21st birthday, and on 1 March for a leap-day birthday in a common year", () => {
    expect(isOfAge("2005-06-01", "2026-06-01")).toBe(true);
    expect(isOfAge("2005-06-01", "2026-05-31")).toBe(false);
    expect(isOfAge("2004-02-29", "2025-02-28")).toBe(false);
    expect(isOfAge("2004-02-29", "2025-03-01")).toBe(true);
  });
});
