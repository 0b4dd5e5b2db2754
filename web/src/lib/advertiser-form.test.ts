import { describe, expect, it } from "vitest";
import { type AdvertiserForm, validateAdvertiserForm } from "./advertiser-form.ts";
import { ADVERTISING_PLANS, findAdvertisingPlan } from "./advertising-plans.ts";

const valid: AdvertiserForm = {
  companyName: "Kind Co",
  contactEmail: "ads@kind.co",
  contactPhone: "",
  website: "",
  plan: "medium_250",
};

describe("advertiser form (SPEC §5)", () => {
  it("accepts a complete form with empty optional fields", () => {
    expect(validateAdvertiserForm(valid)).toEqual({});
    expect(validateAdvertiserForm({ ...valid, website: "https://kind.co", contactPhone: "555" })).toEqual({});
  });

  it("uses SPEC's messages", () => {
    expect(
      validateAdvertiserForm({ companyName: " ", contactEmail: "nope", contactPhone: "", website: "kind", plan: "" }),
    ).toEqual({
      companyName: "Company name is required",
      contactEmail: "Valid email is required",
      website: "Valid URL is required",
      plan: "Please select an advertising plan",
    });
  });

  it("knows the four plans with SPEC's labels and prices, 30 s marked popular", () => {
    expect(ADVERTISING_PLANS.map((p) => [p.value, p.label, p.monthlyPrice])).toEqual([
      ["flyer_50", "Flyer Ad", 50],
      ["short_100", "15 Second Video", 100],
      ["medium_250", "30 Second Video", 250],
      ["long_500", "60 Second Video", 500],
    ]);
    expect(ADVERTISING_PLANS.filter((p) => p.popular).map((p) => p.value)).toEqual(["medium_250"]);
    expect(findAdvertisingPlan("gold")).toBeUndefined();
  });
});
