import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { Download, Loader2, Mail, PackageCheck, Printer } from "lucide-react";
import { type MouseEvent, useState } from "react";
import type { ActiveLead } from "../../graphql/fulfillment.ts";
import { browserNavigation } from "../../lib/browser-navigation.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { shirtColorLabel } from "../../lib/shirt-colors.ts";
import { Button, buttonClasses } from "../ui/button.tsx";
import { FulfillDialog, type ShipmentTracking } from "./fulfill-dialog.tsx";
import { LeadCard, LeadEarnings, LeadHeading, LeadSection, LeadShirts, leadHeadingId } from "./lead-parts.tsx";

/**
 * Where a print file downloads from, saved under the lead's name for it (order, design, colour,
 * size). A link's `download` attribute names files of this origin only, so the marketplace's own
 * /media answers `?download=` as a named attachment; media on another origin keeps its own name.
 */
export function printFileHref(url: string, fileName: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? `${url}?download=${encodeURIComponent(fileName)}` : url;
}

/**
 * SPEC §2's Your Active Orders: the leads this merchant accepted. Only here does a lead show where
 * it ships, the customer's email and each shirt's 3600 px print file.
 */
export function ActiveOrders({
  leads,
  isBusy,
  onFulfill,
}: {
  leads: readonly ActiveLead[];
  isBusy: (orderId: string) => boolean;
  /** Fulfils the order with its tracking; answers the refusal's message, or null once fulfilled. */
  onFulfill: (orderId: string, tracking: ShipmentTracking) => Promise<string | null>;
}) {
  return (
    <LeadSection
      icon={Printer}
      label="Your Active Orders"
      count={leads.length}
      empty="Orders you accept show up here with where to ship them and the print files."
    >
      <ul className="grid gap-4 lg:grid-cols-2">
        {leads.map((lead) => (
          <li key={lead.orderId}>
            <ActiveLeadCard lead={lead} busy={isBusy(lead.orderId)} onFulfill={(tracking) => onFulfill(lead.orderId, tracking)} />
          </li>
        ))}
      </ul>
    </LeadSection>
  );
}

function ActiveLeadCard({
  lead,
  busy,
  onFulfill,
}: {
  lead: ActiveLead;
  busy: boolean;
  onFulfill: (tracking: ShipmentTracking) => Promise<string | null>;
}) {
  // Mark as Fulfilled asks for the shipment's tracking and a confirmation first.
  const [confirming, setConfirming] = useState(false);
  const download = (item: ActiveLead["items"][number]) =>
    item.printFileUrl ? (
      <PrintFileLink
        href={printFileHref(item.printFileUrl, item.printFileName)}
        fileName={item.printFileName}
        label={`Download print file: ${item.designName}, ${shirtColorLabel(item.color)}, size ${item.size}`}
      />
    ) : (
      <span className="text-xs text-cream-100/60">Print file being prepared</span>
    );

  return (
    <LeadCard orderId={lead.orderId}>
      <LeadHeading
        orderId={lead.orderId}
        shortId={lead.shortId}
        when={lead.acceptedAt ? `Accepted ${formatDateTime(lead.acceptedAt)}` : `Placed ${formatDateTime(lead.placedAt)}`}
      />
      <div className="grid gap-1 rounded-2xl border border-cream-100/10 bg-ink/30 p-4">
        <p className="text-[0.7rem] font-bold tracking-[0.15em] text-cream-100/55 uppercase">Ship to</p>
        <address className="text-sm leading-relaxed text-cream-100/85 not-italic">
          <span className="block font-semibold text-cream-50">{lead.customerName}</span>
          <span className="block">{lead.shippingAddress}</span>
          <span className="block">
            {lead.shippingCity}, {lead.shippingState} {lead.shippingZip}
          </span>
        </address>
        {lead.customerEmail ? (
          <a
            href={`mailto:${lead.customerEmail}`}
            className="mt-1 inline-flex items-center gap-1.5 self-start text-sm font-semibold break-all text-leaf-300 hover:text-leaf-200"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {lead.customerEmail}
          </a>
        ) : null}
      </div>
      <LeadShirts items={lead.items} extra={download} />
      <div className="mt-auto flex flex-wrap items-end justify-between gap-4 border-t border-cream-100/10 pt-4">
        <LeadEarnings amount={lead.merchantEarnings} shirts={lead.shirtCount} />
        <Button
          onClick={() => setConfirming(true)}
          disabled={busy}
          aria-describedby={leadHeadingId(lead.orderId)}
          className="max-sm:w-full"
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <PackageCheck aria-hidden="true" />}
          Mark as Fulfilled
        </Button>
      </div>
      {confirming ? <FulfillDialog shortId={lead.shortId} onConfirm={onFulfill} onClose={() => setConfirming(false)} /> : null}
    </LeadCard>
  );
}

/**
 * A print file's download. A store design's print file is drawn when its first order arrives, and
 * until it is there the marketplace answers 503: a plain link would leave the merchant with a
 * failed download and no word why. So the link asks first (HEAD) and says so instead; once the file
 * is there it downloads as the link would. When it cannot ask (the storage's own origin, which may
 * not answer this page), it downloads as before.
 */
function PrintFileLink({ href, fileName, label }: { href: string; fileName: string; label: string }) {
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    setNotice(null);
    try {
      const answer = await fetch(href, { method: "HEAD" });
      if (answer.status === 503) {
        setNotice(catalogMessages.printFileBeingDrawn);
        return;
      }
    } catch {
      // Not reachable from this page: the download itself will say.
    } finally {
      setChecking(false);
    }
    browserNavigation.assign(href);
  };
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <a
        href={href}
        download={fileName}
        aria-label={label}
        aria-busy={checking}
        onClick={onClick}
        className={buttonClasses("outline", "sm", "px-3")}
      >
        {checking ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        <span className="max-sm:sr-only">Print file</span>
      </a>
      <span role="status" className="max-w-56 text-right text-xs text-gold-300">
        {notice}
      </span>
    </span>
  );
}
