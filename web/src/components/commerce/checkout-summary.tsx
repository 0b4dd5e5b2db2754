import type { Cart } from "../../graphql/commerce.ts";
import { formatMoney } from "../../lib/money.ts";
import { srcSetOf } from "../../lib/picture-widths.ts";
import { shirtColorLabel } from "../../lib/shirt-colors.ts";
import { Card } from "../ui/card.tsx";
import { OrderTotals } from "./order-totals.tsx";

/** SPEC §2 /checkout's order summary: each line and the server's totals. */
export function CheckoutSummary({ cart, className }: { cart: Cart; className?: string }) {
  return (
    <Card className={className}>
      <div className="p-5 sm:p-7">
        <h2 className="font-display text-3xl text-cream-50 uppercase">Order Summary</h2>
        <ul className="mt-5 grid gap-4" aria-label="Order items">
          {cart.items.map((line) => (
            <li key={line.id} className="flex items-center gap-3">
              <span className="relative shrink-0">
                <img
                  src={line.design.frontImageUrl}
                  srcSet={srcSetOf(line.design.frontImageUrl, [160])}
                  sizes="64px"
                  alt=""
                  width={600}
                  height={600}
                  className="size-16 rounded-xl bg-forest-950 object-cover"
                />
                <span className="absolute -top-1.5 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-cream-100 px-1 text-[0.7rem] font-bold text-ink">
                  {line.quantity}
                </span>
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-cream-50">{line.design.name}</span>
                <span className="block text-xs text-cream-100/60">
                  {shirtColorLabel(line.color)} · Size {line.size} · {line.quantity} × {formatMoney(line.unitPrice)}
                </span>
              </span>
              <span className="font-semibold text-cream-50 tabular-nums">{formatMoney(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals
          subtotal={cart.subtotal}
          shipping={cart.shipping}
          total={cart.total}
          className="mt-6 border-t border-cream-100/10 pt-5"
        />
      </div>
    </Card>
  );
}
