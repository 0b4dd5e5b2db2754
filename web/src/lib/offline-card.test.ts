import { cardMessages } from "@highcotton/form-fields";
import { describe, expect, it } from "vitest";
import { formatCardNumber, formatExpiry, parseOfflineCard } from "./offline-card.ts";

const now = new Date(2026, 2, 15); // March 2026

describe("offline card form", () => {
  it("groups the card number by 4 as it is typed", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0000 0000x0002")).toBe("4000 0000 0000 0002");
    expect(formatCardNumber("42424")).toBe("4242 4");
  });

  it("puts the slash in the expiry once the month is typed", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("1228")).toBe("12/28");
    expect(formatExpiry("12/2899")).toBe("12/28");
  });

  it("turns a complete form into the card confirmOfflineCardPayment takes", () => {
    expect(parseOfflineCard({ number: "4242 4242 4242 4242", expiry: "03/26", cvc: "123" }, now)).toEqual({
      card: { number: "4242424242424242", expMonth: 3, expYear: 2026, cvc: "123" },
    });
  });

  it("says what is wrong with each field, in the card provider's words", () => {
    expect(parseOfflineCard({ number: "4242", expiry: "13/30", cvc: "1" }, now).errors).toEqual({
      number: cardMessages.incompleteNumber,
      expiry: cardMessages.invalidExpiryMonth,
      cvc: cardMessages.incompleteCvc,
    });
    expect(parseOfflineCard({ number: "4242424242424242", expiry: "02/26", cvc: "1234" }, now).errors).toEqual({
      expiry: cardMessages.expiryInPast,
    });
    expect(parseOfflineCard({ number: "", expiry: "1", cvc: "12345" }, now).errors).toEqual({
      number: cardMessages.incompleteNumber,
      expiry: cardMessages.incompleteExpiry,
      cvc: cardMessages.invalidCvc,
    });
  });

  it("refuses a number that fails the Luhn check", () => {
    expect(parseOfflineCard({ number: "4242 4242 4242 4241", expiry: "03/26", cvc: "123" }, now).errors).toEqual({
      number: cardMessages.incorrectNumber,
    });
  });
});
