import { useId } from "react";
import { cn } from "../../lib/cn.ts";
import { SHIRT_SIZES, type ShirtSize } from "../../lib/shirt-sizes.ts";

/** The shirt size as a row of chips (real radio buttons, so arrows and screen readers work). */
export function SizePicker({
  value,
  onChange,
  disabled,
  className,
}: {
  value: ShirtSize;
  onChange: (size: ShirtSize) => void;
  disabled?: boolean;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn("min-w-0", className)} disabled={disabled}>
      <legend className="mb-2 text-xs font-bold tracking-[0.15em] text-cream-100/55 uppercase">Size</legend>
      {/* Six equal cells: the row fits the narrowest design card without wrapping. */}
      <div className="grid max-w-sm grid-cols-6 gap-1.5">
        {SHIRT_SIZES.map((size) => (
          <label key={size} className="relative min-w-0">
            <input
              type="radio"
              name={name}
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              className="peer sr-only"
            />
            <span
              className={cn(
                "grid h-9 w-full cursor-pointer place-items-center rounded-full border px-1 text-xs font-bold transition-colors",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-leaf-400",
                "peer-disabled:cursor-default peer-disabled:opacity-50",
                value === size
                  ? "border-leaf-400 bg-leaf-400 text-ink"
                  : "border-cream-100/20 text-cream-100/80 hover:border-cream-100/45 hover:text-cream-50",
              )}
            >
              {size}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
