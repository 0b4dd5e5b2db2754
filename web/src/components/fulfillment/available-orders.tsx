import { labels as fulfillmentLabels } from "@highcotton/fulfillment/contract";
import { CheckCircle2, Globe, Inbox, Loader2, MapPin, Radio } from "lucide-react";
import type { PendingLead } from "../../graphql/fulfillment.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { stateName } from "../../lib/us-states.ts";
import { Button } from "../ui/button.tsx";
import { groupLeadsByState } from "./lead-groups.ts";
import { LeadCard, LeadEarnings, LeadHeading, LeadSection, LeadShirts, leadHeadingId } from "./lead-parts.tsx";

/**
 * SPEC §2's Available Orders: paid orders waiting for a print shop. A lead shows only the
 * customer's name, city and state until someone accepts it. Those shipping to the merchant's own
 * state come first under its name, then those from other states (re-offered nationwide: nobody took
 * them in time), each group with its count.
 */
export function AvailableOrders({
  state,
  leads,
  subscriptionActive,
  isBusy,
  onAccept,
  onShowMore,
}: {
  state: string;
  leads: readonly PendingLead[];
  subscriptionActive: boolean;
  isBusy: (orderId: string) => boolean;
  onAccept: (orderId: string) => void;
  /** Set when more new orders wait than are shown: a button asks for the next page. */
  onShowMore?: (() => void) | undefined;
}) {
  return (
    <LeadSection
      icon={Inbox}
      label="Available Orders"
      title="New orders"
      count={leads.length}
      intro={
        subscriptionActive ? (
          <p className="-mt-2 flex items-center gap-2 text-sm text-cream-100/55">
            <Radio className="size-4 shrink-0 text-leaf-300" aria-hidden="true" />
            New orders show up here on their own. Orders shipping to {stateName(state)} come first.
          </p>
        ) : null
      }
      empty={
        subscriptionActive
          ? "No new orders right now. Keep this page open: new ones show up here as soon as they are paid."
          : "New orders show up here once your subscription is active again."
      }
    >
      <div className="grid gap-8">
        {groupLeadsByState(state, leads).map((group) => (
          <section key={group.key} aria-labelledby={`leads-${group.key}`} className="grid gap-4">
            <div className="flex items-center gap-3">
              <h3 id={`leads-${group.key}`} className="font-display text-xl text-cream-50 uppercase sm:text-2xl">
                {group.title}
              </h3>
              <span className="rounded-full bg-cream-100/8 px-2.5 py-0.5 text-xs font-semibold text-cream-100/70">
                {group.leads.length} {group.leads.length === 1 ? "order" : "orders"}
              </span>
            </div>
            {group.leads.length === 0 ? (
              <p className="text-sm text-cream-100/60">No new orders in {stateName(state)} right now.</p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {group.leads.map((lead) => (
                  <li key={lead.orderId}>
                    <AvailableLead lead={lead} busy={isBusy(lead.orderId)} onAccept={() => onAccept(lead.orderId)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {onShowMore ? (
          <Button variant="outline" className="justify-self-start" onClick={onShowMore}>
            Show more orders
          </Button>
        ) : null}
      </div>
    </LeadSection>
  );
}

function AvailableLead({ lead, busy, onAccept }: { lead: PendingLead; busy: boolean; onAccept: () => void }) {
  return (
    <LeadCard orderId={lead.orderId} highlight={lead.inYourState || lead.reoffered}>
      <LeadHeading
        orderId={lead.orderId}
        shortId={lead.shortId}
        when={`Placed ${formatDateTime(lead.placedAt)}`}
        aside={
          lead.reoffered ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-gold-400/15 px-2.5 py-1 text-xs font-bold text-gold-400">
              <Globe className="size-3.5" aria-hidden="true" />
              {fulfillmentLabels.reoffered}
            </span>
          ) : lead.inYourState ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-leaf-400/15 px-2.5 py-1 text-xs font-bold text-leaf-300">
              <MapPin className="size-3.5" aria-hidden="true" />
              In your state
            </span>
          ) : null
        }
      />
      <div>
        <p className="font-semibold text-cream-50">{lead.customerName}</p>
        <p className="text-sm text-cream-100/65">
          {lead.shippingCity}, {lead.shippingState}
        </p>
      </div>
      <LeadShirts items={lead.items} />
      <div className="mt-auto flex flex-wrap items-end justify-between gap-4 border-t border-cream-100/10 pt-4">
        <LeadEarnings amount={lead.merchantEarnings} shirts={lead.shirtCount} />
        <Button onClick={onAccept} disabled={busy} aria-describedby={leadHeadingId(lead.orderId)} className="max-sm:w-full">
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          Accept Order
        </Button>
      </div>
    </LeadCard>
  );
}
