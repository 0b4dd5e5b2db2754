import { CreditCard, Wallet } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";

export type PaymentTab = "card" | "wallet";

const TABS: ReadonlyArray<{ value: PaymentTab; label: string; icon: typeof CreditCard }> = [
  { value: "card", label: "Credit Card", icon: CreditCard },
  { value: "wallet", label: "PayPal", icon: Wallet },
];

/** SPEC §2 /checkout's payment tab switcher: Credit Card or the PayPal-style wallet. */
export function PaymentTabs({
  value,
  onChange,
  children,
}: {
  value: PaymentTab;
  onChange: (tab: PaymentTab) => void;
  children: ReactNode;
}) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next = value === "card" ? "wallet" : "card";
    onChange(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label="Payment method"
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-full bg-ink/60 p-1"
      >
        {TABS.map(({ value: tab, label, icon: Icon }) => {
          const selected = tab === value;
          return (
            <button
              key={tab}
              id={`${id}-${tab}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab)}
              className={cn(
                "inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors",
                selected ? "bg-forest-700 text-cream-50 shadow" : "text-cream-100/65 hover:text-cream-50",
              )}
            >
              <Icon className="size-4.5" aria-hidden="true" />
              {label}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${value}`} className="mt-6">
        {children}
      </div>
    </div>
  );
}
