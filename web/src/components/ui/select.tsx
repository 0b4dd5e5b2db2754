import { ChevronDown } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { cn } from "../../lib/cn.ts";

export interface SelectOption {
  value: string;
  label: string;
  /** Extra text at the right of the option, e.g. a price. */
  aside?: ReactNode;
}

export interface SelectProps {
  id: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** Accessible name when no <label htmlFor={id}> points at the trigger. */
  ariaLabel?: string;
  className?: string;
}

export const selectTriggerClasses =
  "flex h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-xl border border-cream-100/15 bg-ink/60 px-4 text-left text-base text-cream-50 transition-colors hover:border-cream-100/30 focus-visible:border-leaf-400 aria-[invalid=true]:border-ember-400 data-[placeholder]:text-cream-100/45 sm:text-sm";

const loadMenu = () => import("./select-menu.tsx");
const SelectMenu = lazy(async () => ({ default: (await loadMenu()).SelectMenu }));

// The landing page shows selects below the fold: fetch the listbox once the page is up, not before.
if (typeof window !== "undefined") {
  const whenIdle = window.requestIdleCallback?.bind(window) ?? ((run: () => void) => window.setTimeout(run, 200));
  whenIdle(() => void loadMenu().catch(() => {}));
}

/**
 * A styled single-choice list (Radix Select). Until its code has arrived, a look-alike trigger
 * showing the current choice holds the place, disabled, so nothing can be chosen half-loaded.
 */
export function Select(props: SelectProps) {
  return (
    <Suspense fallback={<PendingTrigger {...props} />}>
      <SelectMenu {...props} />
    </Suspense>
  );
}

function PendingTrigger({ id, value, options, placeholder, invalid, describedBy, ariaLabel, className }: SelectProps) {
  const chosen = options.find((option) => option.value === value);
  return (
    <button
      type="button"
      id={id}
      disabled
      aria-busy="true"
      aria-label={ariaLabel}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      data-placeholder={chosen ? undefined : ""}
      className={cn(selectTriggerClasses, className)}
    >
      <span>{chosen ? chosen.label : placeholder}</span>
      <ChevronDown className="size-4 text-cream-100/60" aria-hidden="true" />
    </button>
  );
}
