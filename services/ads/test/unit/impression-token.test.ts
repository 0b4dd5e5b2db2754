import { describe, expect, it } from "vitest";
import { ImpressionTokens } from "../../src/domain/impression-token.ts";
import { requireSharedTokenSecret } from "../../src/tokens/impression-token-key.ts";

const AD = "0b9c7a1e-6f3d-4c2a-9e8b-1d2f3a4b5c6d";
const AT = new Date("2026-06-01T12:00:00Z");
const tokens = new ImpressionTokens(Buffer.alloc(32, 1));

describe("impression tokens", () => {
  it("carry the ad, the slot, a page view of their own and 15 minutes, and verify under their key", () => {
    const token = tokens.issue(AD, "store", AT);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(token.length).toBeLessThanOrEqual(256);
    const claims = tokens.verify(token);
    expect(claims).toEqual({
      advertisementId: AD,
      placement: "store",
      pageViewId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      issuedAt: AT,
      expiresAt: new Date(AT.getTime() + 15 * 60 * 1000),
    });
    expect(tokens.verify(tokens.issue(AD, "store", AT))?.pageViewId).not.toBe(claims?.pageViewId);
  });

  it("verify an expired token as theirs: expiry is judged by the clock that reads it", () => {
    const old = new ImpressionTokens(Buffer.alloc(32, 1), 1000).issue(AD, "marketplace", new Date(0));
    expect(tokens.verify(old)?.expiresAt).toEqual(new Date(1000));
  });

  it("refuse a token altered in any part, signed with another key, or malformed", () => {
    const token = tokens.issue(AD, "marketplace", AT);
    const parts = token.split(".");
    const altered = (index: number, value: string) => parts.map((part, at) => (at === index ? value : part)).join(".");
    const otherAd = "1b9c7a1e-6f3d-4c2a-9e8b-1d2f3a4b5c6d";
    const later = (AT.getTime() + 60 * 60 * 1000).toString(36);
    for (const forged of [
      altered(0, otherAd),
      altered(1, "store"),
      altered(2, "B".repeat(22)),
      altered(3, (AT.getTime() + 1).toString(36)),
      altered(4, later),
      altered(5, `${parts[5]?.slice(0, -2)}AA`),
      new ImpressionTokens(Buffer.alloc(32, 2)).issue(AD, "marketplace", AT),
      parts.slice(0, 5).join("."),
      `${token}.extra`,
      "",
      "not a token",
    ]) {
      expect(tokens.verify(forged), forged).toBeNull();
    }
  });

  it("refuse a key shorter than 32 bytes", () => {
    expect(() => new ImpressionTokens(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});

describe("the impression token secret", () => {
  it("is required on a bus, where several ads replicas must sign alike, and not in the all-in-one", () => {
    const kafka = { KAFKA_BROKERS: "kafka:9092" };
    expect(() => requireSharedTokenSecret({}, kafka)).toThrow(/ADS_IMPRESSION_TOKEN_SECRET is not set/);
    expect(() => requireSharedTokenSecret({ ADS_IMPRESSION_TOKEN_SECRET: "s".repeat(32) }, kafka)).not.toThrow();
    expect(() => requireSharedTokenSecret({}, {})).not.toThrow();
  });
});
