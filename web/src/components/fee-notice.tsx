import { BadgeDollarSign } from "lucide-react";
import { cn } from "../lib/cn.ts";

export interface FeeRow {
  /** The price as shown, e.g. "$5". */
  amount: string;
  /** What the price is for, read after the amount. */
  label: string;
}

/** The fees a business agrees to when it signs up, beside its sign-up form. */
export function FeeNotice({ rows, className }: { rows: readonly FeeRow[]; className?: string }) {
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
