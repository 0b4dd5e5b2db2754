import { CARRIERS, type Carrier, carrierLabels } from "@highcotton/fulfillment/contract";
import { OrderFulfilledSchema } from "@highcotton/proto";
import { html, link, type MailContent, mailPage, plainText, type SafeHtml } from "../domain/mail-content.ts";
import { defineMail, isNonEmptyString } from "./event-mail.ts";

/** How to follow the parcel, when the merchant gave it. */
export interface Tracking {
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  trackingUrl?: string | undefined;
}

export interface OrderShipped {
  customerName: string;
  receiptUrl: string;
  tracking?: Tracking | undefined;
}

/** The parcel left the print shop: with its tracking when the merchant gave it. */
export function renderOrderShipped(order: OrderShipped): MailContent {
  const subject = "Your High Cotton order has shipped";
  const { carrier, trackingNumber, trackingUrl } = order.tracking ?? {};
  const parcel = [carrier && `Carrier: ${carrier}`, trackingNumber && `Tracking number: ${trackingNumber}`]
    .filter(isNonEmptyString)
    .join("\n");
  const trackingHtml: SafeHtml[] = [
    ...(carrier ? [html`<p>Carrier: ${carrier}</p>`] : []),
    ...(trackingNumber ? [html`<p>Tracking number: ${trackingNumber}</p>`] : []),
    ...(trackingUrl ? [html`<p>${link(trackingUrl, "Track your parcel")}</p>`] : []),
  ];
  return {
    subject,
    text: plainText(
      `Hi ${order.customerName},`,
      "Your order was printed and shipped.",
      ...(parcel ? [parcel] : []),
      ...(trackingUrl ? [`Track it: ${trackingUrl}`] : []),
      `Your receipt:\n${order.receiptUrl}`,
    ),
    html: mailPage(
      subject,
      html`<p>Hi ${order.customerName},</p>
<p>Your order was printed and shipped.</p>
${trackingHtml}
<p>${link(order.receiptUrl, "View your receipt")}</p>`,
    ),
  };
}

export default defineMail({
  kind: "order-shipped",
  event: OrderFulfilledSchema,
  async compose({ data }, { recipients, link: linkTo }) {
    const order = await recipients.order(data.orderId);
    if (!order) return [];
    // The merchant's tracking details; empty strings when it shipped without them.
    const tracking: Tracking = {
      carrier: isCarrier(data.carrier) ? carrierLabels[data.carrier] : undefined,
      trackingNumber: data.trackingNumber || undefined,
      trackingUrl: isHttpUrl(data.trackingUrl) ? data.trackingUrl : undefined,
    };
    return [
      {
        dedupeKey: `order-shipped:${data.orderId}`,
        to: order.customerEmail,
        content: renderOrderShipped({ customerName: order.customerName, receiptUrl: linkTo(order.receiptPath), tracking }),
      },
    ];
  },
});

const isCarrier = (value: string): value is Carrier => (CARRIERS as readonly string[]).includes(value);

/** Only a web link becomes a link in the mail (never javascript: or the like). */
const isHttpUrl = (value: unknown): value is string => isNonEmptyString(value) && /^https?:\/\//i.test(value);
