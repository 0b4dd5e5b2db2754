import { type Carrier, carrierLabels } from "@highcotton/fulfillment/contract";
import { ExternalLink, Truck } from "lucide-react";

/** How a shipped order travels: the carrier, its tracking number and the carrier's tracking page. */
export function ShipmentTracking({
  tracking,
}: {
  tracking: { carrier: string; trackingNumber: string; trackingUrl?: string | null };
}) {
  const label = carrierLabels[tracking.carrier as Carrier] ?? tracking.carrier;
  return (
    <section aria-label="Tracking" className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-cream-100/10 pt-5">
      <Truck className="size-5 text-leaf-300" aria-hidden="true" />
      <dl className="grid gap-1 text-sm sm:flex sm:gap-6">
        <div className="flex gap-2">
          <dt className="text-cream-100/65">Carrier</dt>
          <dd className="font-semibold text-cream-50">{label}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-cream-100/65">Tracking number</dt>
          <dd className="font-mono font-semibold break-all text-cream-50">{tracking.trackingNumber}</dd>
        </div>
      </dl>
      {tracking.trackingUrl ? (
        <a
          href={tracking.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-leaf-300 hover:text-leaf-200"
        >
          Track with {label}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </section>
  );
}
