import type { SelectOption } from "../components/ui/select.tsx";
import { type AdvertisingPlan, formatUsd } from "./advertising-plans.ts";

/** The plan dropdown's options: label, then the monthly price and a Popular tag where SPEC marks one. */
export function planOptions(plans: readonly AdvertisingPlan[]): SelectOption[] {
  return plans.map((plan) => ({
    value: plan.value,
    label: plan.label,
    aside: (
      <>
        {plan.popular ? (
          <span className="rounded-full bg-gold-400/15 px-2 py-0.5 text-[0.65rem] font-bold tracking-wider text-gold-400 uppercase">
            Popular
          </span>
        ) : null}
        <span className="font-semibold tabular-nums">{formatUsd(plan.monthlyPrice)}/mo</span>
      </>
    ),
  }));
}
