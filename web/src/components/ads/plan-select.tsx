import { ChevronDown, Loader2, RotateCcw } from "lucide-react";
import { useMemo } from "react";
import { cn } from "../../lib/cn.ts";
import { planOptions } from "../../lib/plan-options.tsx";
import { Button } from "../ui/button.tsx";
import { Select, selectTriggerClasses } from "../ui/select.tsx";
import type { AdvertisingPlans } from "./use-advertising-plans.ts";

export interface PlanSelectProps {
  id: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  placeholder: string;
  /** The plans from useAdvertisingPlans(). */
  plans: AdvertisingPlans;
  invalid?: boolean;
  describedBy?: string | undefined;
}

/**
 * The plan dropdown, filled from the server's plans. Until they arrive a disabled trigger says so;
 * when they cannot be loaded, a note and a way to ask again take its place.
 */
export function PlanSelect({ id, value, onValueChange, placeholder, plans, invalid, describedBy }: PlanSelectProps) {
  const options = useMemo(() => (plans.plans ? planOptions(plans.plans) : []), [plans.plans]);
  if (plans.failed) {
    return (
      <div
        id={id}
        role="alert"
        tabIndex={-1}
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-ember-400/30 bg-ember-500/8 px-4 py-3"
      >
        <p className="text-sm text-cream-100/80">The advertising plans could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={plans.retry}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (!plans.plans) {
    return (
      <button type="button" id={id} disabled aria-busy="true" className={cn(selectTriggerClasses, "cursor-wait")}>
        <span className="flex items-center gap-2 text-cream-100/55">
          <Loader2 className="size-4 animate-spin text-leaf-300" aria-hidden="true" />
          Loading plans...
        </span>
        <ChevronDown className="size-4 text-cream-100/60" aria-hidden="true" />
      </button>
    );
  }
  return (
    <Select
      id={id}
      value={value}
      onValueChange={onValueChange}
      options={options}
      placeholder={placeholder}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
