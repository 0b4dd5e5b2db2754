import type { MyAdvertiser } from "../../graphql/ads.ts";
import { formatUsd } from "../../lib/advertising-plans.ts";
import { formatDate } from "../../lib/format-date.ts";

/** A click-through rate (clicks / impressions) as a percentage: 0.0345 → "3.45%". */
export function formatRate(rate: number): string {
  return rate.toLocaleString("en-US", { style: "percent", maximumFractionDigits: 2 });
}

/** A count with thousands separators: 12345 → "12,345". */
export function formatCount(count: number): string {
  return count.toLocaleString("en-US");
}

/** A count as a chart's axis says it, short enough for the axis: 800 → "800", 12345 → "12K". */
export function formatAxisCount(count: number): string {
  return count.toLocaleString("en-US", { notation: "compact", maximumFractionDigits: 1 });
}

/** A stats day ("2026-03-04", UTC) as the chart's axis says it: "Mar 4". */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(date);
}

const STATUS_WORDS: Record<string, string> = {
  unpaid: "Awaiting payment",
  past_due: "Payment failed",
  canceled: "Canceled",
};

/** Whether the plan is paid, so the advertiser's ads run. */
export function planPaid(advertiser: Pick<MyAdvertiser, "subscriptionStatus">): boolean {
  return advertiser.subscriptionStatus === "active";
}

/** The plan's standing in a few words: paid and until when, or why not. */
export function subscriptionNote(advertiser: Pick<MyAdvertiser, "subscriptionStatus" | "paidThrough">): string {
  if (planPaid(advertiser)) {
    return advertiser.paidThrough ? `Active · paid through ${formatDate(advertiser.paidThrough)}` : "Active";
  }
  return STATUS_WORDS[advertiser.subscriptionStatus] ?? "Not paid";
}

/** "$50/month". */
export function monthlyPrice(plan: Pick<MyAdvertiser["plan"], "monthlyPrice">): string {
  return `${formatUsd(plan.monthlyPrice)}/month`;
}

/** An ad's status as its advertiser reads it. */
export function advertisementStatusLabel(status: string): string {
  if (status === "active") return "Active";
  if (status === "pending") return "Pending";
  return status.charAt(0).toUpperCase() + status.slice(1);
}
