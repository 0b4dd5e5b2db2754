import { parseInput } from "@highcotton/kit";
import { describe, expect, it } from "vitest";
import { merchantFormSchema, paymentMethodIdSchema } from "../../src/contract/index.ts";
import { messages } from "../../src/domain/messages.ts";

const form = (overrides: Record<string, unknown> = {}) => ({
  businessName: "Ink House Printing",
  address: "3100 Brighton Blvd",
  city: "Denver",
  state: "CO",
  zip: "80216",
  paymentMethodId: "pm_card_visa",
  ...overrides,
});
const refusal = (input: unknown) => {
  const parsed = parseInput(merchantFormSchema, input);
  return parsed.ok ? null : parsed.error.message;
};

describe("the merchant form", () => {
  it("takes SPEC's fields, trimmed, with the state upper-cased and no phone as null", () => {
    expect(parseInput(merchantFormSchema, form({ businessName: "  Ink House  ", state: "co", zip: "80216-1234" }))).toEqual({
      ok: true,
      value: { ...form(), businessName: "Ink House", state: "CO", zip: "80216-1234", contactPhone: null },
    });
  });

  it("answers the first missing field in the page's order", () => {
    expect(refusal({})).toBe(messages.businessNameRequired);
    expect(refusal({ businessName: "Ink" })).toBe(messages.addressRequired);
    expect(refusal({ businessName: "Ink", address: "1 Main St" })).toBe(messages.cityRequired);
    expect(refusal(form({ state: undefined }))).toBe(messages.stateRequired);
    expect(refusal(form({ zip: undefined }))).toBe(messages.zipRequired);
    expect(refusal(form({ paymentMethodId: undefined }))).toBe(messages.paymentMethodRequired);
  });

  it("treats blank text as missing", () => {
    expect(refusal(form({ businessName: "   " }))).toBe(messages.businessNameRequired);
    expect(refusal(form({ address: " " }))).toBe(messages.addressRequired);
    expect(refusal(form({ city: "" }))).toBe(messages.cityRequired);
    expect(refusal(form({ state: " " }))).toBe(messages.stateRequired);
    expect(refusal(form({ zip: "" }))).toBe(messages.zipRequired);
    expect(refusal(form({ paymentMethodId: "" }))).toBe(messages.paymentMethodRequired);
  });

  it("treats a business name of invisible characters only (zero-width spaces, direction marks) as missing", () => {
    expect(refusal(form({ businessName: "\u200B" }))).toBe(messages.businessNameRequired);
    expect(refusal(form({ businessName: "\u200B\u200D\u2060" }))).toBe(messages.businessNameRequired);
    expect(refusal(form({ businessName: "\u202E\u200F\u00AD" }))).toBe(messages.businessNameRequired);
    expect(refusal(form({ businessName: "Zürich Ink 3" }))).toBeNull();
    expect(refusal(form({ businessName: "印刷所" }))).toBeNull();
  });

  it("keeps a business name to 100 characters", () => {
    expect(refusal(form({ businessName: "x".repeat(100) }))).toBeNull();
    expect(refusal(form({ businessName: "x".repeat(101) }))).toBe(messages.businessNameTooLong);
  });

  it("wants exactly two letters for the state", () => {
    expect(refusal(form({ state: "C" }))).toBe(messages.stateRequired);
    expect(refusal(form({ state: "COL" }))).toBe(messages.stateLength);
    expect(refusal(form({ state: "C1" }))).toBe(messages.stateLength);
  });

  it("wants one of the 50 US states' codes, as the page's state list", () => {
    for (const state of ["ZZ", "XX", "QQ"]) expect(refusal(form({ state })), state).toBe(messages.stateLength);
    expect(refusal(form({ state: "wy" }))).toBeNull();
  });

  it("wants 5 digits or ZIP+4", () => {
    for (const zip of ["8021", "80216-12", "ABCDE", "802161234"]) expect(refusal(form({ zip })), zip).toBe(messages.zipInvalid);
  });

  it("takes an optional US phone number in the usual punctuation", () => {
    expect(parseInput(merchantFormSchema, form({ contactPhone: " (303) 555-0142 " }))).toMatchObject({
      ok: true,
      value: { contactPhone: "(303) 555-0142" },
    });
    expect(refusal(form({ contactPhone: "+1 303.555.0142" }))).toBeNull();
    expect(refusal(form({ contactPhone: "" }))).toBeNull();
    for (const phone of ["555-0142", "call me", "(303) 555-01420", "2 303 555 0142", "1".repeat(31)]) {
      expect(refusal(form({ contactPhone: phone })), phone).toBe(messages.phoneInvalid);
    }
  });

  it("takes a payment method id as the card provider makes them", () => {
    for (const id of ["pm_card_visa", "pm_1QmT8eLkdIwHu7ixq2W3e4R5", "pm_offline_Ab12Cd34"]) {
      expect(parseInput(paymentMethodIdSchema, id), id).toEqual({ ok: true, value: id });
    }
    for (const id of ["card_visa", "pm_", "pm_with space", "pm_drop;table", `pm_${"x".repeat(253)}`, 42, null]) {
      expect(parseInput(paymentMethodIdSchema, id), String(id)).toEqual({
        ok: false,
        error: { code: "BAD_USER_INPUT", message: messages.paymentMethodRequired },
      });
    }
  });
});
