import { messages as adsMessages } from "@highcotton/ads/contract";
import { describe, expect, it } from "vitest";
import { advertisingPlans } from "../test/ads-fixtures.ts";
import { type AdvertiserForm, advertiserApplicationInput, validateAdvertiserForm } from "./advertiser-form.ts";
import { findAdvertisingPlan, formatUsd, planCreativeNote } from "./advertising-plans.ts";

const PLAN_VALUES = ["flyer_50", "short_100", "medium_250", "long_500"];

const valid: AdvertiserForm = {
  companyName: "Kind Co",
  contactEmail: "ads@kind.co",
  contactPhone: "",
  website: "",
  plan: "medium_250",
};

describe("advertiser form (SPEC §5)", () => {
  it("accepts a complete form with empty optional fields", () => {
    expect(validateAdvertiserForm(valid, PLAN_VALUES)).toEqual({});
    expect(validateAdvertiserForm({ ...valid, website: "https://kind.co", contactPhone: "555" }, PLAN_VALUES)).toEqual({});
  });

  it("uses SPEC's messages", () => {
    expect(
      validateAdvertiserForm(
        { companyName: " ", contactEmail: "nope", contactPhone: "", website: "kind", plan: "" },
        PLAN_VALUES,
      ),
    ).toEqual({
      companyName: adsMessages.companyNameRequired,
      contactEmail: adsMessages.validEmailRequired,
      website: adsMessages.validUrlRequired,
      plan: adsMessages.planRequired,
    });
    expect(validateAdvertiserForm({ ...valid, website: "ftp://kind.co" }, PLAN_VALUES).website).toBe(
      adsMessages.validUrlRequired,
    );
  });

  it("takes only a plan the server offers", () => {
    expect(validateAdvertiserForm({ ...valid, plan: "gold" }, PLAN_VALUES).plan).toBe(adsMessages.planRequired);
    // Before the plans have loaded nothing can be chosen.
    expect(validateAdvertiserForm(valid, []).plan).toBe(adsMessages.planRequired);
  });

  it("refuses what the server would: a company name over 100 characters, a phone over 30", () => {
    expect(validateAdvertiserForm({ ...valid, companyName: "K".repeat(101), contactPhone: "5".repeat(31) }, PLAN_VALUES)).toEqual(
      {
        companyName: adsMessages.companyNameTooLong,
        contactPhone: adsMessages.phoneInvalid,
      },
    );
    expect(validateAdvertiserForm({ ...valid, companyName: ` ${"K".repeat(100)} ` }, PLAN_VALUES)).toEqual({});
  });

  it("sends trimmed values and leaves the empty optional ones out", () => {
    expect(advertiserApplicationInput({ ...valid, companyName: "  Kind Co ", contactPhone: "  ", website: " " })).toEqual({
      companyName: "Kind Co",
      contactEmail: "ads@kind.co",
      plan: "medium_250",
    });
    expect(advertiserApplicationInput({ ...valid, contactPhone: " 555-0100 ", website: " https://kind.co " })).toMatchObject({
      contactPhone: "555-0100",
      website: "https://kind.co",
    });
  });
});

describe("advertising plans", () => {
  it("finds a plan among the server's by its value", () => {
    expect(findAdvertisingPlan(advertisingPlans, "short_100")?.maxDurationSeconds).toBe(15);
    expect(findAdvertisingPlan(advertisingPlans, "gold")).toBeUndefined();
    expect(findAdvertisingPlan(undefined, "short_100")).toBeUndefined();
  });

  it("prints whole-dollar prices as SPEC does", () => {
    expect(formatUsd(50)).toBe("$50");
    expect(formatUsd(1250)).toBe("$1,250");
  });

  it("says what a plan runs: a flyer image, or a video of its longest length or a flyer", () => {
    expect(planCreativeNote(advertisingPlans[0]!)).toBe("A flyer image: JPEG, PNG or WebP, up to 8 MB.");
    expect(planCreativeNote(advertisingPlans[1]!)).toBe(
      "An MP4 video of up to 15 seconds (at most 40 MB) with a poster image, or a flyer image.",
    );
  });
});
