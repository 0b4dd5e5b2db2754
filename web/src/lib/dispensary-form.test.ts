import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { describe, expect, it } from "vitest";
import { businessTypeLabel, type DispensaryForm, dispensaryInput, validateDispensaryForm } from "./dispensary-form.ts";

const valid: DispensaryForm = {
  businessType: "dispensary",
  name: "Green Room",
  address: "12 Colfax Ave",
  city: "Denver",
  state: "CO",
  zipCode: "80202",
};

describe("validateDispensaryForm (SPEC §5)", () => {
  it("accepts a complete form", () => {
    expect(validateDispensaryForm(valid)).toEqual({});
    expect(validateDispensaryForm({ ...valid, businessType: "smoke_shop" })).toEqual({});
  });

  it("requires every field, blank or whitespace", () => {
    expect(validateDispensaryForm({ ...valid, name: "", address: " ", city: "\t", state: "", zipCode: "  " })).toEqual({
      name: catalogMessages.nameLength,
      address: catalogMessages.addressRequired,
      city: catalogMessages.cityRequired,
      state: catalogMessages.stateInvalid,
      zipCode: catalogMessages.zipRequired,
    });
  });

  it("allows names of 1 to 100 characters", () => {
    expect(validateDispensaryForm({ ...valid, name: "X" })).toEqual({});
    expect(validateDispensaryForm({ ...valid, name: "x".repeat(100) })).toEqual({});
    expect(validateDispensaryForm({ ...valid, name: `  ${"x".repeat(100)}  ` })).toEqual({});
    expect(validateDispensaryForm({ ...valid, name: "x".repeat(101) }).name).toBe(catalogMessages.nameLength);
  });

  it("takes only one of the 50 state codes", () => {
    expect(validateDispensaryForm({ ...valid, state: "DC" }).state).toBe(catalogMessages.stateInvalid);
  });
});

describe("dispensaryInput", () => {
  it("trims every text", () => {
    expect(
      dispensaryInput({
        businessType: "smoke_shop",
        name: " A ",
        address: " 1 B St ",
        city: " C ",
        state: "CO",
        zipCode: " 80202 ",
      }),
    ).toEqual({ businessType: "smoke_shop", name: "A", address: "1 B St", city: "C", state: "CO", zipCode: "80202" });
  });
});

describe("businessTypeLabel", () => {
  it("shows SPEC's badge texts", () => {
    expect(businessTypeLabel("dispensary")).toBe("Dispensary");
    expect(businessTypeLabel("smoke_shop")).toBe("Smoke Shop");
  });
});
