import { describe, expect, it } from "vitest";
import { type CardDetails, cardDigits, hasExpired, judgeCard, passesLuhn } from "../../src/cards.ts";

const now = new Date("2026-03-15T12:00:00Z");
const card = (overrides: Partial<CardDetails> = {}): CardDetails => ({
  number: "4242 4242 4242 4242",
  expMonth: 12,
  expYear: 2030,
  cvc: "123",
  ...overrides,
});

describe("card numbers", () => {
  it("takes digits with spaces and refuses anything else or a length no card has", () => {
    expect(cardDigits("4242 4242 4242 4242")).toBe("4242424242424242");
    expect(cardDigits("4242-4242-4242-4242")).toBeNull();
    expect(cardDigits("4242 4242 424x 4242")).toBeNull();
    expect(cardDigits("42424242424")).toBeNull();
    expect(cardDigits("4".repeat(20))).toBeNull();
  });

  it("checks the Luhn digit", () => {
    for (const valid of ["4242424242424242", "5555555555554444", "378282246310005", "6011111111111117", "4000000000000002"]) {
      expect(passesLuhn(valid), valid).toBe(true);
    }
    for (const invalid of ["4242424242424241", "1234567812345678", "4000000000000003"]) {
      expect(passesLuhn(invalid), invalid).toBe(false);
    }
  });
});

describe("expiry", () => {
  it("lets a card work through the last day of its month, with 2- or 4-digit years", () => {
    expect(hasExpired(3, 2026, now)).toBe(false);
    expect(hasExpired(3, 26, now)).toBe(false);
    expect(hasExpired(2, 2026, now)).toBe(true);
    expect(hasExpired(12, 2025, now)).toBe(true);
    expect(hasExpired(1, 27, now)).toBe(false);
  });
});

describe("Stripe test mode's verdicts", () => {
  it("approves 4242 4242 4242 4242 and any other Luhn-valid number", () => {
    expect(judgeCard(card(), now)).toEqual({ outcome: "approved" });
    expect(judgeCard(card({ number: "5555555555554444", cvc: "9876" }), now)).toEqual({ outcome: "approved" });
  });

  it.each([
    ["4000 0000 0000 0002", "card_declined", "Your card was declined."],
    ["4000 0000 0000 9995", "insufficient_funds", "Your card has insufficient funds."],
    ["4000 0000 0000 0069", "expired_card", "Your card has expired."],
    ["4000 0000 0000 0127", "incorrect_cvc", "Your card's security code is incorrect."],
  ])("declines %s (%s)", (number, code, message) => {
    expect(judgeCard(card({ number }), now)).toEqual({ outcome: "declined", code, message });
  });

  it.each<[Partial<CardDetails>, string]>([
    [{ number: "4242 4242 4242 4241" }, "Your card number is incorrect."],
    [{ number: "not a card" }, "Your card number is incorrect."],
    [{ number: "" }, "Your card number is incorrect."],
    [{ expMonth: 0 }, "Your card's expiration month is invalid."],
    [{ expMonth: 13 }, "Your card's expiration month is invalid."],
    [{ expYear: 2099 }, "Your card's expiration year is invalid."],
    [{ expMonth: 2, expYear: 2026 }, "Your card's expiration date is in the past."],
    [{ expYear: 24 }, "Your card's expiration date is in the past."],
    [{ cvc: "12" }, "Your card's security code is invalid."],
    [{ cvc: "12345" }, "Your card's security code is invalid."],
    [{ cvc: "12a" }, "Your card's security code is invalid."],
  ])("refuses %o before charging: %s", (overrides, message) => {
    expect(judgeCard(card(overrides), now)).toEqual({ outcome: "invalid", message });
  });

  it("checks the details before the test number's decline, as Stripe.js would", () => {
    expect(judgeCard(card({ number: "4000 0000 0000 0002", cvc: "1" }), now)).toEqual({
      outcome: "invalid",
      message: "Your card's security code is invalid.",
    });
  });
});
