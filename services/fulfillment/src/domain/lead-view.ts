import { type Cents, cents } from "@highcotton/kit/money";
import { shirtCountOf } from "./earnings.ts";
import { isReoffered } from "./lead-deadlines.ts";
import { printFileNameOf } from "./print-file-name.ts";
import { isCarrier, type Tracking, trackingUrlOf } from "./tracking.ts";

export type LeadStatus = "pending" | "assigned" | "fulfilled" | "expired";

/** A lead as fulfillment keeps it. */
export interface LeadFacts {
  orderId: string;
  status: LeadStatus;
  /** The merchant who accepted it; null while pending. */
  merchantId: string | null;
  customerName: string;
  customerEmail: string;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  /** What the lead pays when fulfilled, fixed when it was recorded ($16 a shirt). */
  merchantEarningsCents: number;
  placedAt: Date;
  acceptedAt: Date | null;
  fulfilledAt: Date | null;
  /** How it shipped, when the merchant said so as it fulfilled it. */
  carrier?: string | null;
  trackingNumber?: string | null;
  /** When a merchant who missed the fulfilment deadline lost it; null if that never happened. */
  returnedAt: Date | null;
}

/** One line of a lead as fulfillment keeps it. */
export interface LeadItemFacts {
  designId: string;
  designName: string;
  frontImageUrl: string;
  printFileUrl: string;
  size: string;
  /** The shirt colour's id (black, white, heather-grey). */
  color: string;
  quantity: number;
}

/** Who is looking: a merchant, by its id and its state, and when (which leads are re-offered by then). */
export interface LeadViewer {
  merchantId: string;
  state: string;
  /** Pending leads placed at or before this are offered in every state (`reofferCutoffOf`). */
  reofferCutoff: Date;
}

export interface LeadItemView {
  designId: string;
  designName: string;
  frontImageUrl: string;
  printFileUrl: string | null;
  /** What the print file is saved as: the order, design, colour and size. */
  printFileName: string;
  size: string;
  color: string;
  quantity: number;
}

export interface LeadView {
  orderId: string;
  shortId: string;
  status: LeadStatus;
  customerName: string;
  shippingCity: string;
  shippingState: string;
  shippingAddress: string | null;
  shippingZip: string | null;
  customerEmail: string | null;
  items: LeadItemView[];
  shirtCount: number;
  merchantEarnings: Cents;
  inYourState: boolean;
  /** Offered to merchants in every state: nobody took it in time, or its merchant did not print it. */
  reoffered: boolean;
  placedAt: Date;
  acceptedAt: Date | null;
  fulfilledAt: Date | null;
  /** The shipment's tracking: only for the merchant who accepted it; null when none was given. */
  tracking: TrackingView | null;
}

export interface TrackingView extends Tracking {
  /** The carrier's tracking page; null for a carrier without one. */
  trackingUrl: string | null;
}

/** A stored carrier and number as they are shown, with the carrier's tracking page. */
export function trackingViewOf(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): TrackingView | null {
  if (!isCarrier(carrier) || !trackingNumber) return null;
  const tracking = { carrier, trackingNumber };
  return { ...tracking, trackingUrl: trackingUrlOf(tracking) };
}

/** What the dashboard shows for an order: the first 8 characters of its id, upper case. */
export const shortIdOf = (orderId: string): string => orderId.slice(0, 8).toUpperCase();

/**
 * A lead as this merchant may see it. Every merchant sees who it is for (name, city, state), the
 * shirts and the earnings; the street address, zip, email and print files are only for the
 * merchant who accepted it.
 */
export function leadViewOf(lead: LeadFacts, items: ReadonlyArray<LeadItemFacts>, viewer: LeadViewer): LeadView {
  const accepted = lead.merchantId !== null && lead.merchantId === viewer.merchantId;
  return {
    orderId: lead.orderId,
    shortId: shortIdOf(lead.orderId),
    status: lead.status,
    customerName: lead.customerName,
    shippingCity: lead.shippingCity,
    shippingState: lead.shippingState,
    shippingAddress: accepted ? lead.shippingAddress : null,
    shippingZip: accepted ? lead.shippingZip : null,
    // Orders announced before the email was carried have none to show.
    customerEmail: accepted && lead.customerEmail ? lead.customerEmail : null,
    items: items.map((item) => ({
      designId: item.designId,
      designName: item.designName,
      frontImageUrl: item.frontImageUrl,
      printFileUrl: accepted ? item.printFileUrl : null,
      printFileName: printFileNameOf({ orderId: lead.orderId, ...item }),
      size: item.size,
      color: item.color,
      quantity: item.quantity,
    })),
    shirtCount: shirtCountOf(items),
    merchantEarnings: cents(lead.merchantEarningsCents),
    inYourState: lead.shippingState === viewer.state,
    reoffered: isReoffered(lead, viewer.reofferCutoff),
    placedAt: lead.placedAt,
    acceptedAt: lead.acceptedAt,
    fulfilledAt: lead.fulfilledAt,
    tracking: accepted ? trackingViewOf(lead.carrier, lead.trackingNumber) : null,
  };
}
