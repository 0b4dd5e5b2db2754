import { useId } from "react";
import { cn } from "../../../lib/cn.ts";
import { SHIRT_COLORS, type ShirtColor, shirtColorLabel } from "../../../lib/shirt-colors.ts";

/**
 * The shirt colour as round swatches: real radio buttons (arrow keys move between them, a screen
 * reader reads each colour's name), the chosen one named beside the legend.
 */
export function ColorSwatches({
  value,
  onChange,
  disabled,
}: {
  value: ShirtColor;
  onChange: (color: ShirtColor) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="mb-2.5 text-xs font-bold tracking-[0.15em] text-cream-100/55 uppercase">
        Color: <span className="tracking-normal text-cream-50 normal-case">{shirtColorLabel(value)}</span>
      </legend>
      <div className="flex flex-wrap gap-3">
        {SHIRT_COLORS.map((color) => (
          <label key={color.id} className="relative" title={color.label}>
            <input
              type="radio"
              name={name}
              value={color.id}
              checked={value === color.id}
              onChange={() => onChange(color.id)}
              aria-label={color.label}
              className="peer sr-only"
            />
            <span
              className={cn(
                "grid size-12 cursor-pointer place-items-center rounded-full border-2 transition-[border-color,transform] active:scale-95",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-leaf-400",
                "peer-disabled:cursor-default peer-disabled:opacity-50",
                value === color.id ? "border-leaf-400" : "border-transparent hover:border-cream-100/35",
              )}
            >
              <span
                className="size-9 rounded-full shadow-[inset_0_-6px_10px_rgba(0,0,0,0.25),inset_0_0_0_1px_rgba(255,255,255,0.18)]"
                style={{ backgroundColor: color.hex }}
              />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
