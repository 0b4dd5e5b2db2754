import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useContext } from "react";
import { cn } from "../../lib/cn.ts";
import { FieldContext } from "./field-context.ts";
import { type SelectProps, selectTriggerClasses } from "./select-props.ts";

export { type SelectOption, type SelectProps, selectTriggerClasses } from "./select-props.ts";

// Fetched when a page first shows a select, not on pages without one.
const SelectMenu = lazy(async () => ({ default: (await import("./select-menu.tsx")).SelectMenu }));

/**
 * A styled single-choice list (Radix Select). Until its code has arrived, a look-alike trigger
 * showing the current choice holds the place, disabled, so nothing can be chosen half-loaded.
 */
export function Select(given: SelectProps) {
  // Inside a Field, the trigger is marked and described by the field's error or hint unless told otherwise.
  const field = useContext(FieldContext);
  const props: SelectProps = field
    ? { ...given, invalid: given.invalid ?? field.invalid, describedBy: given.describedBy ?? field.describedBy }
    : given;
  return (
    <Suspense fallback={<PendingTrigger {...props} />}>
      <SelectMenu {...props} />
    </Suspense>
  );
}

function PendingTrigger({ id, value, options, placeholder, invalid, describedBy, ariaLabel, className }: SelectProps) {
  const chosen = options.find((option) => option.value === value);
  return (
    // A combobox like the trigger it stands in for: named by its label, showing the choice (as a
    // plain button, its name would have to contain the visible choice).
    <button
      type="button"
      role="combobox"
      aria-expanded="false"
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
