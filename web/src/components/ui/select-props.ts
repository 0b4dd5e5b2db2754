import type { ReactNode } from "react";

// Shared by the select and its lazily loaded menu, so neither imports the other's module.
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
  "flex h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-xl border border-cream-100/15 bg-ink/60 px-4 text-left text-base text-cream-50 transition-colors hover:border-cream-100/30 focus-visible:border-leaf-400 aria-[invalid=true]:border-ember-400 data-[placeholder]:text-cream-100/60 sm:text-sm";
