import { BadgeCheck, BadgeDollarSign, CircleAlert, PackageCheck, Wallet } from "lucide-react";
import type { MyMerchant, SubscriptionStatus } from "../../graphql/fulfillment.ts";
import { formatDate } from "../../lib/format-date.ts";
import { formatMoney } from "../../lib/money.ts";
import { StatCard as Stat } from "../stat-card.tsx";

/** Why an inactive subscription is inactive, in a few words. */
const INACTIVE_REASONS: Record<Exclude<SubscriptionStatus, "active">, string> = {
  past_due: "Renewal payment failed",
  canceled: "Subscription ended",
};

/** The line under Active or Inactive: the fee, and the next renewal or why it stopped. */
export function subscriptionNote(
  merchant: Pick<MyMerchant, "isActive" | "monthlyFee" | "subscriptionStatus" | "currentPeriodEnd" | "cancelAtPeriodEnd">,
) {
  const fee = `${formatMoney(merchant.monthlyFee)}/month`;
  if (merchant.isActive) {
    return `${fee} · ${merchant.cancelAtPeriodEnd ? "Ends" : "Renews"} ${formatDate(merchant.currentPeriodEnd)}`;
  }
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
