import { messages as commerceMessages } from "@highcotton/commerce/contract";
import { describe, expect, it } from "vitest";
import {
  EMPTY_SHIPPING_FORM,
  hasErrors,
  type ShippingForm,
  shippingInput,
  validateShippingForm,
  ZIP_FORMAT_MESSAGE,
} from "./checkout-form.ts";

const valid: ShippingForm = {
  customerName: "Jordan Rivers",
  customerEmail: "jordan@example.com",
  shippingAddress: "420 Main St",
  shippingCity: "Denver",
  shippingState: "CO",
  shippingZip: "80202",
};

describe("validateShippingForm (SPEC §5 checkout)", () => {
  it("gives SPEC's message for every empty field", () => {
    expect(validateShippingForm(EMPTY_SHIPPING_FORM)).toEqual({
      customerName: commerceMessages.nameRequired,
      customerEmail: commerceMessages.emailInvalid,
      shippingAddress: commerceMessages.addressRequired,
      shippingCity: commerceMessages.cityRequired,
      shippingState: commerceMessages.stateRequired,
      shippingZip: commerceMessages.zipRequired,
    });
  });

  it("accepts a complete form, ZIP+4 and a lower-case state", () => {
    expect(hasErrors(validateShippingForm(valid))).toBe(false);
    expect(validateShippingForm({ ...valid, shippingZip: "80202-1234", shippingState: "co" })).toEqual({});
  });

  it("blank text is missing", () => {
    expect(validateShippingForm({ ...valid, customerName: "   ", shippingCity: " " })).toEqual({
      customerName: commerceMessages.nameRequired,
      shippingCity: commerceMessages.cityRequired,
    });
  });

  it("checks the email's shape", () => {
    for (const email of ["jordan", "jordan@", "@example.com", "jordan@example", "jo rdan@example.com"]) {
      expect(validateShippingForm({ ...valid, customerEmail: email }).customerEmail).toBe(commerceMessages.emailInvalid);
    }
  });

  it("the state is exactly 2 letters of a US state", () => {
    expect(validateShippingForm({ ...valid, shippingState: "C" }).shippingState).toBe(commerceMessages.stateRequired);
    expect(validateShippingForm({ ...valid, shippingState: "COL" }).shippingState).toBe(commerceMessages.stateLength);
    expect(validateShippingForm({ ...valid, shippingState: "ZZ" }).shippingState).toBe(commerceMessages.stateLength);
  });

  it("the ZIP has at least 5 characters and the shape the server takes", () => {
    expect(validateShippingForm({ ...valid, shippingZip: "8020" }).shippingZip).toBe(commerceMessages.zipTooShort);
    expect(validateShippingForm({ ...valid, shippingZip: "8020a" }).shippingZip).toBe(ZIP_FORMAT_MESSAGE);
    expect(validateShippingForm({ ...valid, shippingZip: "802021" }).shippingZip).toBe(ZIP_FORMAT_MESSAGE);
  });
});

describe("shippingInput", () => {
  it("trims every field and capitalises the state", () => {
    expect(shippingInput({ ...valid, customerName: " Jordan Rivers ", shippingState: "co ", shippingZip: " 80202" })).toEqual(
      valid,
    );
  });
});
