import { type AdvertisingPlan, formatUsd } from "../../lib/advertising-plans.ts";
import { cn } from "../../lib/cn.ts";

/** SPEC §4: once a plan is chosen, its name and monthly price. */
export function PlanSummary({ plan, className }: { plan: AdvertisingPlan; className?: string }) {
  return (
    <div
      aria-live="polite"
      className={cn(
        "flex items-center justify-between gap-4 rounded-2xl border border-leaf-400/30 bg-leaf-400/[0.07] px-5 py-4",
        className,
      )}
    >
      <div>
        <p className="text-xs font-bold tracking-[0.2em] text-cream-100/50 uppercase">Selected plan</p>
        <p className="mt-1 flex items-center gap-2 text-lg font-bold text-cream-50">
          {plan.label}
          {plan.popular ? (
            <span className="rounded-full bg-gold-400/15 px-2 py-0.5 text-[0.65rem] font-bold tracking-wider text-gold-400 uppercase">
              Popular
            </span>
          ) : null}
        </p>
      </div>
      <p className="text-right">
        <span className="font-display text-3xl text-leaf-300">{formatUsd(plan.monthlyPrice)}</span>
        <span className="block text-xs text-cream-100/55">per month</span>
      </p>
    </div>
  );
}
