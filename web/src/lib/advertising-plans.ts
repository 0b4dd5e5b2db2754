import type { AdvertisingPlan } from "../graphql/ads.ts";

/**
 * The advertising plans come from the server (`advertisingPlans`, SPEC §3/§9): these helpers only
 * find and describe them.
 */
export type { AdvertisingPlan };

export function findAdvertisingPlan(
  plans: readonly AdvertisingPlan[] | undefined,
  value: string | null | undefined,
): AdvertisingPlan | undefined {
  return plans?.find((plan) => plan.value === value);
}

/** Whole dollars, as SPEC prints the plans' prices: 250 → "$250". */
export function formatUsd(dollars: number): string {
  return `$${dollars.toLocaleString("en-US")}`;
}

/** What the plan runs, as the upload form says it up front: a video plan runs flyers too. */
export function planCreativeNote(plan: Pick<AdvertisingPlan, "kind" | "maxDurationSeconds">): string {
  if (plan.kind === "flyer" || plan.maxDurationSeconds === null) return "A flyer image: JPEG, PNG or WebP, up to 8 MB.";
  return `An MP4 video of up to ${plan.maxDurationSeconds} seconds (at most 40 MB) with a poster image, or a flyer image.`;
}
