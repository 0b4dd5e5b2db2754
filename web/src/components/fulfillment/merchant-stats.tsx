import { BadgeCheck, BadgeDollarSign, CircleAlert, type LucideIcon, PackageCheck, Wallet } from "lucide-react";
import type { MyMerchant, SubscriptionStatus } from "../../graphql/fulfillment.ts";
import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../lib/format-date.ts";
import { formatMoney } from "../../lib/money.ts";
import { Card } from "../ui/card.tsx";

/** Why an inactive subscription is inactive, in a few words. */
const INACTIVE_REASONS: Record<Exclude<SubscriptionStatus, "active">, string> = {
  past_due: "Renewal payment failed",
  canceled: "Subscription ended",
};

/** The line under Active or Inactive: the fee, and the next renewal or why it stopped. */
export function subscriptionNote(
  merchant: Pick<MyMerchant, "isActive" | "monthlyFee" | "subscriptionStatus" | "currentPeriodEnd">,
) {
  const fee = `${formatMoney(merchant.monthlyFee)}/month`;
  if (merchant.isActive) return `${fee} · Renews ${formatDate(merchant.currentPeriodEnd)}`;
  const reason = merchant.subscriptionStatus === "active" ? "Not paid" : INACTIVE_REASONS[merchant.subscriptionStatus];
  return `${fee} · ${reason}`;
}

/** SPEC §2 /merchant-dashboard's cards: subscription, total revenue, available balance, orders fulfilled. */
export function MerchantStats({ merchant }: { merchant: MyMerchant }) {
  return (
    <section aria-label="Merchant totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Stat
        icon={merchant.isActive ? BadgeCheck : CircleAlert}
        label="Subscription"
        value={merchant.isActive ? "Active" : "Inactive"}
        tone={merchant.isActive ? "leaf" : "ember"}
        note={subscriptionNote(merchant)}
      />
      <Stat icon={BadgeDollarSign} label="Total revenue" value={formatMoney(merchant.totalRevenue)} />
      <Stat icon={Wallet} label="Available balance" value={formatMoney(merchant.availableBalance)} tone="gold" />
      <Stat icon={PackageCheck} label="Orders fulfilled" value={String(merchant.ordersFulfilled)} />
    </section>
  );
}

const TONES = {
  plain: { icon: "text-leaf-300", value: "text-cream-50" },
  leaf: { icon: "text-leaf-300", value: "text-leaf-300" },
  gold: { icon: "text-gold-400", value: "text-gold-400" },
  ember: { icon: "text-ember-300", value: "text-ember-300" },
} as const;

function Stat({
  icon: Icon,
  label,
  value,
  note,
  tone = "plain",
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  note?: string;
  tone?: keyof typeof TONES;
}) {
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <p className="text-[0.7rem] font-bold tracking-[0.08em] text-cream-100/55 uppercase sm:text-xs sm:tracking-[0.15em]">
          {label}
        </p>
        <Icon className={cn("size-5 shrink-0", TONES[tone].icon)} aria-hidden="true" />
      </div>
      <p className={cn("truncate font-display text-3xl sm:text-4xl", TONES[tone].value)}>{value}</p>
      {note ? <p className="-mt-1 text-xs text-cream-100/55">{note}</p> : null}
    </Card>
  );
}
