import { BadgeDollarSign } from "lucide-react";
import { MERCHANT_EARNING_PER_SHIRT, MERCHANT_MONTHLY_FEE, SHIRT_PRICE } from "../../lib/business-constants.ts";
import { cn } from "../../lib/cn.ts";

/** SPEC §9: $5 a month; $16 to the merchant for every $25 shirt it prints. */
export function MerchantFeeNotice({ className }: { className?: string }) {
  const rows = [
    { amount: `$${MERCHANT_MONTHLY_FEE}`, label: "a month, billed to your card, for the order leads" },
    { amount: `$${MERCHANT_EARNING_PER_SHIRT}`, label: `to you for every $${SHIRT_PRICE} shirt you print and ship` },
  ];
  return (
    <aside
      aria-label="Fees"
      className={cn("rounded-2xl border border-gold-400/30 bg-gold-400/[0.06] p-5 text-sm text-cream-100/80", className)}
    >
      <p className="flex items-center gap-2 font-bold tracking-wide text-gold-400 uppercase">
        <BadgeDollarSign className="size-4.5" aria-hidden="true" />
        Fees
      </p>
      <ul className="mt-3 grid gap-2">
        {rows.map((row) => (
          <li key={row.label} className="flex items-baseline gap-3">
            <span className="w-12 shrink-0 font-display text-xl text-cream-50">{row.amount}</span>
            {row.label}
          </li>
        ))}
      </ul>
    </aside>
  );
}
