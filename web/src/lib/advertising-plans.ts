/** SPEC §3/§9: monthly advertising plans. */
export interface AdvertisingPlan {
  value: "flyer_50" | "short_100" | "medium_250" | "long_500";
  label: string;
  /** Whole US dollars per month. */
  monthlyPrice: number;
  description: string;
  popular?: boolean;
}

export const ADVERTISING_PLANS: readonly AdvertisingPlan[] = [
  { value: "flyer_50", label: "Flyer Ad", monthlyPrice: 50, description: "Static flyer" },
  { value: "short_100", label: "15 Second Video", monthlyPrice: 100, description: "15 s video" },
  { value: "medium_250", label: "30 Second Video", monthlyPrice: 250, description: "30 s video", popular: true },
  { value: "long_500", label: "60 Second Video", monthlyPrice: 500, description: "60 s video" },
];

export function findAdvertisingPlan(value: string | null | undefined): AdvertisingPlan | undefined {
  return ADVERTISING_PLANS.find((plan) => plan.value === value);
}

export function formatUsd(dollars: number): string {
  return `$${dollars.toLocaleString("en-US")}`;
}
