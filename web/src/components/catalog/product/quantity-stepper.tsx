import { MAX_QUANTITY, MIN_QUANTITY } from "@highcotton/commerce/contract";
import { Minus, Plus } from "lucide-react";
import { useId } from "react";

/** How many shirts: − and + around the number, 1 to 99 as the cart allows. */
export function QuantityStepper({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const step =
    "grid size-11 cursor-pointer place-items-center text-cream-50 transition-colors hover:bg-cream-100/10 disabled:cursor-default disabled:opacity-35";
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-2 block text-xs font-bold tracking-[0.15em] text-cream-100/55 uppercase">
        Quantity
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-full border border-cream-100/20">
        <button
          type="button"
          className={step}
          aria-label="One fewer"
          disabled={disabled || value <= MIN_QUANTITY}
          onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const next = Math.trunc(Number(event.target.value));
            if (Number.isFinite(next)) onChange(Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, next)));
          }}
          className="h-11 w-12 appearance-none bg-transparent text-center font-semibold text-cream-50 tabular-nums [-moz-appearance:textfield] focus-visible:outline-2 focus-visible:outline-leaf-400 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={step}
          aria-label="One more"
          disabled={disabled || value >= MAX_QUANTITY}
          onClick={() => onChange(Math.min(MAX_QUANTITY, value + 1))}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
