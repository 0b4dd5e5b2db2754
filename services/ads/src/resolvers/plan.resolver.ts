import type { Resolvers } from "@highcotton/kit";
import { ADVERTISING_PLANS, type AdvertisingPlan } from "../contract/index.ts";

/** A plan as the graph serves it: SPEC's whole-dollar price beside the cents. */
export const planView = (plan: AdvertisingPlan) => ({ ...plan, monthlyPrice: plan.monthlyPriceCents / 100 });

/** The advertising plans: the one source every screen reads. */
export function planResolvers(): Resolvers {
  return {
    Query: {
      advertisingPlans: () => ADVERTISING_PLANS.map(planView),
    },
  };
}
