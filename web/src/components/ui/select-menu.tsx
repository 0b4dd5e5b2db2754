import * as SelectPrimitive from "@radix-ui/react-select";
import { Check, ChevronDown } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { type SelectProps, selectTriggerClasses } from "./select-props.ts";

/** The Radix listbox behind <Select>; loaded on its own so the first page load stays light. */
export function SelectMenu({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  invalid,
  describedBy,
  ariaLabel,
  className,
}: SelectProps) {
  return (
    <SelectPrimitive.Root value={value ?? ""} onValueChange={onValueChange}>
      <SelectPrimitive.Trigger
        id={id}
        aria-label={ariaLabel}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(selectTriggerClasses, className)}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown className="size-4 text-cream-100/60" aria-hidden="true" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-(--radix-select-content-available-height) w-(--radix-select-trigger-width) min-w-48 overflow-hidden rounded-2xl border border-cream-100/12 bg-forest-900 p-1.5 text-cream-50 shadow-2xl shadow-black/60 animate-fade-in"
        >
          <SelectPrimitive.Viewport>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer select-none items-center gap-3 rounded-xl py-2.5 pr-3 pl-9 text-sm outline-none data-[highlighted]:bg-leaf-400/15 data-[highlighted]:text-leaf-200 data-[state=checked]:font-semibold"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-3 inline-flex">
                  <Check className="size-4 text-leaf-300" aria-hidden="true" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                {option.aside ? <span className="ml-auto flex items-center gap-2 text-cream-100/60">{option.aside}</span> : null}
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
