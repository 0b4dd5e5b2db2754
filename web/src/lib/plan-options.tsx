import type { SelectOption } from "../components/ui/select.tsx";
import { ADVERTISING_PLANS, formatUsd } from "./advertising-plans.ts";

/** The plan dropdown's options: label, then the monthly price and a Popular tag where SPEC marks one. */
export const planOptions: SelectOption[] = ADVERTISING_PLANS.map((plan) => ({
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
