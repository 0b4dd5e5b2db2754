import { messages as fulfillmentMessages } from "@highcotton/fulfillment/contract";
import { describe, expect, it } from "vitest";
import { EMPTY_MERCHANT_FORM, merchantInput, stateCodeInput, validateMerchantForm } from "./merchant-form.ts";

const filled = { businessName: "Mile High Print Co.", address: "1 Larimer St", city: "Denver", state: "co", zip: "80202" };

describe("the merchant form", () => {
  it("requires every field (SPEC §5)", () => {
    expect(validateMerchantForm(EMPTY_MERCHANT_FORM)).toEqual({
      businessName: fulfillmentMessages.businessNameRequired,
      address: fulfillmentMessages.addressRequired,
      city: fulfillmentMessages.cityRequired,
      state: fulfillmentMessages.stateRequired,
      zip: fulfillmentMessages.zipRequired,
    });
    expect(validateMerchantForm({ ...filled, businessName: "   ", city: "\t" })).toEqual({
      businessName: fulfillmentMessages.businessNameRequired,
      city: fulfillmentMessages.cityRequired,
    });
  });

  it("takes a US state code in any case, and a 5-digit or ZIP+4 zip", () => {
    expect(validateMerchantForm(filled)).toEqual({});
    expect(validateMerchantForm({ ...filled, zip: "80202-1234" })).toEqual({});
    expect(validateMerchantForm({ ...filled, state: "ZZ" }).state).toBe(fulfillmentMessages.stateLength);
    expect(validateMerchantForm({ ...filled, state: "C" }).state).toBe(fulfillmentMessages.stateLength);
    expect(validateMerchantForm({ ...filled, zip: "8020" }).zip).toBe(fulfillmentMessages.zipInvalid);
  });

  it("refuses a business name over 100 characters", () => {
    expect(validateMerchantForm({ ...filled, businessName: "x".repeat(100) })).toEqual({});
    expect(validateMerchantForm({ ...filled, businessName: "x".repeat(101) }).businessName).toBe(
      fulfillmentMessages.businessNameTooLong,
    );
  });

  it("keeps two capital letters of what is typed as the state", () => {
    expect(stateCodeInput("c0o")).toBe("CO");
    expect(stateCodeInput("texas")).toBe("TE");
  });

  it("sends the fields trimmed, the state in capitals, with the card's payment method", () => {
    expect(merchantInput({ ...filled, businessName: " Mile High Print Co. ", zip: " 80202 " }, "pm_1")).toEqual({
      businessName: "Mile High Print Co.",
      address: "1 Larimer St",
      city: "Denver",
      state: "CO",
      zip: "80202",
      paymentMethodId: "pm_1",
    });
  });
});
