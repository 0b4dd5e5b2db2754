import { describe, expect, it } from "vitest";
import { PLAN_VALUES, type PlanValue } from "../../src/contract/index.ts";
import { AD_WEIGHTS, adWeight, drawKey } from "../../src/domain/ad-weighting.ts";
import { VIEWABLE_AFTER_MS, viewableAfterMs } from "../../src/domain/viewability.ts";

/** mulberry32: a small seeded generator, so the draws are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How often each plan wins over `draws` draws, with the smallest key winning as the query does. */
function shares(plans: PlanValue[], draws: number, random: () => number): Record<string, number> {
  const wins: Record<string, number> = Object.fromEntries(plans.map((plan) => [plan, 0]));
  for (let draw = 0; draw < draws; draw++) {
    let winner = plans[0] as PlanValue;
    let smallest = Number.POSITIVE_INFINITY;
    for (const plan of plans) {
      const key = drawKey(adWeight(plan), random());
      if (key < smallest) [winner, smallest] = [plan, key];
    }
    wins[winner] = (wins[winner] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(wins).map(([plan, won]) => [plan, won / draws]));
}

describe("weighing ads by their plan", () => {
  it("weighs each plan by its monthly price", () => {
    expect(AD_WEIGHTS.map(({ plan }) => plan)).toEqual([...PLAN_VALUES]);
    expect(adWeight("long_500") / adWeight("flyer_50")).toBe(10);
    expect(adWeight("medium_250") / adWeight("short_100")).toBe(2.5);
  });

  it("lets each plan win in proportion to its weight", () => {
    const plans: PlanValue[] = ["flyer_50", "short_100", "medium_250", "long_500"];
    const total = plans.reduce((sum, plan) => sum + adWeight(plan), 0);
    const won = shares(plans, 20_000, seeded(420));
    for (const plan of plans) expect(won[plan]).toBeCloseTo(adWeight(plan) / total, 1.5);
  });

  it("shows a $500 plan about ten times as often as a $50 one", () => {
    const won = shares(["flyer_50", "long_500"], 10_000, seeded(7));
    expect(won.long_500).toBeGreaterThan(0.89);
    expect(won.long_500).toBeLessThan(0.93);
  });

  it("gives every draw a finite, non-negative key, even for the smallest and largest uniform values", () => {
    expect(Math.abs(drawKey(5000, 0))).toBe(0);
    expect(Number.isFinite(drawKey(5000, 0.999999999))).toBe(true);
    expect(drawKey(5000, 0.5)).toBeGreaterThan(drawKey(50000, 0.5));
  });
});

describe("viewability", () => {
  it("counts a flyer after 1 second in view and a video after 2 (MRC)", () => {
    expect(viewableAfterMs("flyer")).toBe(1000);
    expect(viewableAfterMs("video")).toBe(2000);
    expect(Object.keys(VIEWABLE_AFTER_MS).sort()).toEqual(["flyer", "video"]);
  });
});
