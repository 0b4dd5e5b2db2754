import { describe, expect, it } from "vitest";
import { ADVERTISING_PLANS, isPlanValue, PLAN_VALUES, planOf } from "../../src/contract/index.ts";

describe("the advertising plans", () => {
  it("are SPEC §3's four, in its order, with its labels and monthly prices", () => {
    expect(ADVERTISING_PLANS.map((plan) => [plan.value, plan.label, plan.monthlyPriceCents / 100])).toEqual([
      ["flyer_50", "Flyer Ad", 50],
      ["short_100", "15 Second Video", 100],
      ["medium_250", "30 Second Video", 250],
      ["long_500", "60 Second Video", 500],
    ]);
    expect(ADVERTISING_PLANS.map((plan) => plan.value)).toEqual([...PLAN_VALUES]);
  });

  it("mark only the 30 second video Popular", () => {
    expect(ADVERTISING_PLANS.filter((plan) => plan.popular).map((plan) => plan.value)).toEqual(["medium_250"]);
  });

  it("run a flyer on the flyer plan, and videos of up to 15, 30 and 60 s on the others", () => {
    expect(ADVERTISING_PLANS.map((plan) => [plan.kind, plan.maxDurationSeconds])).toEqual([
      ["flyer", null],
      ["video", 15],
      ["video", 30],
      ["video", 60],
    ]);
  });

  it("know their own values and nothing else", () => {
    expect(PLAN_VALUES.every(isPlanValue)).toBe(true);
    for (const other of ["", "flyer", "FLYER_50", "long_500 ", "__proto__", null, 50]) expect(isPlanValue(other)).toBe(false);
    expect(planOf("medium_250").monthlyPriceCents).toBe(25000);
  });
});
