import { CheckCheck } from "lucide-react";
import type { CompletedLead } from "../../graphql/fulfillment.ts";
import { formatDate } from "../../lib/format-date.ts";
import { formatMoney } from "../../lib/money.ts";
import { Card } from "../ui/card.tsx";
import { LeadSection } from "./lead-parts.tsx";

/** SPEC §2's Completed Orders: what this merchant fulfilled, newest first, with the date and earnings. */
export function CompletedOrders({ leads }: { leads: readonly CompletedLead[] }) {
  return (
    <LeadSection
      icon={CheckCheck}
      label="Completed Orders"
      count={leads.length}
      empty="Orders you mark as fulfilled show up here with what you earned."
    >
      <Card className="overflow-hidden">
        <ul className="divide-y divide-cream-100/8">
          {leads.map((lead) => (
            <li
              key={lead.orderId}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-5 py-4 sm:grid-cols-[8rem_minmax(0,1fr)_9rem_6rem] sm:px-7"
            >
              <span className="font-mono text-sm font-semibold tracking-wider text-cream-50">#{lead.shortId}</span>
              <span className="text-right font-display text-xl text-gold-400 sm:order-last">
                {formatMoney(lead.merchantEarnings)}
              </span>
              <span className="min-w-0 text-sm text-cream-100/75">
                <span className="block truncate font-semibold text-cream-50">{lead.customerName}</span>
                <span className="block truncate">
                  {lead.shippingCity}, {lead.shippingState} · {lead.shirtCount} {lead.shirtCount === 1 ? "shirt" : "shirts"}
                </span>
              </span>
              <span className="text-right text-xs text-cream-100/55 sm:text-left sm:text-sm">
                Fulfilled {formatDate(lead.fulfilledAt)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </LeadSection>
  );
}
