import { describe, expect, it } from "vitest";
import { isPromoCodeRedeemable } from "../../src/domain/promo-code.ts";
import { hashPassword, verifyPassword } from "../../src/security/password-hasher.ts";

const now = new Date("2026-06-01T12:00:00Z");
const code = { isActive: true, usageLimit: null, usedCount: 0, validFrom: null, validUntil: null };

describe("promo code rule", () => {
  it.each([
    ["an open-ended active code", code, true],
    ["an inactive code", { ...code, isActive: false }, false],
    ["a code before its start", { ...code, validFrom: new Date("2026-06-02T00:00:00Z") }, false],
    ["a code after its end", { ...code, validUntil: new Date("2026-05-31T23:59:59Z") }, false],
    ["a code within its dates", { ...code, validFrom: new Date("2026-05-01"), validUntil: new Date("2026-07-01") }, true],
    ["a code at its limit", { ...code, usageLimit: 10, usedCount: 10 }, false],
    ["a code under its limit", { ...code, usageLimit: 10, usedCount: 9 }, true],
  ])("%s → %s", (_name, terms, expected) => {
    expect(isPromoCodeRedeemable(terms, now)).toBe(expected);
  });
});

describe("password hashing", () => {
  it("salts every hash and verifies only the right password", async () => {
    const [first, second] = await Promise.all([hashPassword("secret123"), hashPassword("secret123")]);
    expect(first).not.toBe(second);
    expect(await verifyPassword("secret123", first)).toBe(true);
    expect(await verifyPassword("secret124", first)).toBe(false);
    expect(await verifyPassword("secret123", "plaintext")).toBe(false);
  });
});
