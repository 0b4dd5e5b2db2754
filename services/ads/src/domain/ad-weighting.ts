import { ADVERTISING_PLANS, type PlanValue, planOf } from "../contract/index.ts";

/** An ad runs in proportion to what its advertiser pays: a $500 plan is shown ten times as often as a $50 one. */
export const adWeight = (plan: PlanValue): number => planOf(plan).monthlyPriceCents;

/** Every plan with its weight, for a query that weighs ads by their advertiser's plan. */
export const AD_WEIGHTS: ReadonlyArray<{ plan: PlanValue; weight: number }> = ADVERTISING_PLANS.map((plan) => ({
  plan: plan.value,
  weight: adWeight(plan.value),
}));

/**
 * Efraimidis–Spirakis: give each candidate the key -ln(1 - u) / weight, with u uniform in [0, 1),
 * and the smallest key wins; each candidate then wins with probability weight / total weight. The
 * served-ad query computes this key in SQL, so the draw needs no candidate list in memory.
 */
export const drawKey = (weight: number, uniform: number): number => -Math.log(1 - uniform) / weight;
