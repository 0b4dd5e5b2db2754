import { beforeEach, describe, expect, it } from "vitest";
import {
  AGE_VERIFICATION_DAYS,
  AGE_VERIFICATION_KEY,
  clearAgeVerification,
  isAgeVerified,
  recordAgeVerification,
} from "./age-verification.ts";

const now = new Date("2026-03-01T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const stored = () => localStorage.getItem(AGE_VERIFICATION_KEY);
const store = (value: unknown) =>
  localStorage.setItem(AGE_VERIFICATION_KEY, typeof value === "string" ? value : JSON.stringify(value));

describe("age verification storage (SPEC §4)", () => {
  beforeEach(() => localStorage.clear());

  it("is unverified when nothing is stored", () => {
    expect(isAgeVerified(localStorage, now)).toBe(false);
  });

  it("records verified, timestamp and a 30-day expiry as ISO dates under ageVerification", () => {
    const record = recordAgeVerification(localStorage, now);
    expect(AGE_VERIFICATION_KEY).toBe("ageVerification");
    expect(AGE_VERIFICATION_DAYS).toBe(30);
    expect(record).toEqual({
      verified: true,
      timestamp: "2026-03-01T12:00:00.000Z",
      expiresAt: "2026-03-31T12:00:00.000Z",
    });
    expect(JSON.parse(stored() ?? "null")).toEqual(record);
    expect(isAgeVerified(localStorage, now)).toBe(true);
  });

  it("stays verified until just before the expiry", () => {
    recordAgeVerification(localStorage, now);
    expect(isAgeVerified(localStorage, new Date(now.getTime() + 30 * DAY - 1))).toBe(true);
    expect(stored()).not.toBeNull();
  });

  it("deletes a record whose expiry is past and is unverified", () => {
    recordAgeVerification(localStorage, now);
    expect(isAgeVerified(localStorage, new Date(now.getTime() + 30 * DAY + 1))).toBe(false);
    expect(stored()).toBeNull();
  });

  it("treats an expiry exactly now as past", () => {
    store({ verified: true, timestamp: now.toISOString(), expiresAt: now.toISOString() });
    expect(isAgeVerified(localStorage, now)).toBe(false);
    expect(stored()).toBeNull();
  });

  it.each([
    ["not JSON", "{verified: true"],
    ["a JSON string", JSON.stringify("yes")],
    ["a JSON number", "21"],
    ["JSON null", "null"],
    ["an array", "[true]"],
    ["verified not a boolean", { verified: "true", timestamp: now.toISOString() }],
    ["verified missing", { timestamp: now.toISOString(), expiresAt: "2026-04-01T00:00:00.000Z" }],
    ["an unreadable expiry", { verified: true, timestamp: now.toISOString(), expiresAt: "next month" }],
    ["an expiry that is not a string", { verified: true, timestamp: now.toISOString(), expiresAt: 12345 }],
  ])("deletes malformed data (%s) and is unverified", (_label, value) => {
    store(value);
    expect(isAgeVerified(localStorage, now)).toBe(false);
    expect(stored()).toBeNull();
  });

  it("trusts a record without expiresAt when verified is true", () => {
    store({ verified: true, timestamp: "2020-01-01T00:00:00.000Z" });
    expect(isAgeVerified(localStorage, now)).toBe(true);
    expect(stored()).not.toBeNull();
  });

  it("does not trust a record without expiresAt when verified is false", () => {
    store({ verified: false, timestamp: now.toISOString() });
    expect(isAgeVerified(localStorage, now)).toBe(false);
  });

  it("does not trust an unexpired record whose verified is false", () => {
    store({ verified: false, timestamp: now.toISOString(), expiresAt: "2026-04-01T00:00:00.000Z" });
    expect(isAgeVerified(localStorage, now)).toBe(false);
  });

  it("the clear action removes the record", () => {
    recordAgeVerification(localStorage, now);
    clearAgeVerification(localStorage);
    expect(stored()).toBeNull();
    expect(isAgeVerified(localStorage, now)).toBe(false);
  });

  it("is unverified (and does not throw) when storage is unavailable", () => {
    const broken: Pick<Storage, "getItem" | "setItem" | "removeItem"> = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(isAgeVerified(broken, now)).toBe(false);
    expect(() => recordAgeVerification(broken, now)).not.toThrow();
    expect(isAgeVerified(null, now)).toBe(false);
  });
});
