import { cn } from "../../lib/cn.ts";
import { formatMoney, isPositiveAmount } from "../../lib/money.ts";

/** Subtotal, shipping (SPEC §9: FREE) and total, as the server computed them. */
export function OrderTotals({
  subtotal,
  shipping,
  total,
  className,
}: {
  subtotal: string;
  shipping: string;
  total: string;
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-3 text-sm", className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-cream-100/70">Subtotal</dt>
        <dd className="font-semibold text-cream-50 tabular-nums">{formatMoney(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-cream-100/70">Shipping</dt>
        <dd className="font-bold tracking-wider text-leaf-300">{isPositiveAmount(shipping) ? formatMoney(shipping) : "FREE"}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-cream-100/10 pt-4">
        <dt className="font-display text-2xl text-cream-50 uppercase">Total</dt>
        <dd className="font-display text-3xl text-gold-400 tabular-nums" data-testid="order-total">
          {formatMoney(total)}
        </dd>
      </div>
    </dl>
  );
}
