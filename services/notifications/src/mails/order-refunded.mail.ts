import { PaymentRefundedSchema } from "@highcotton/proto";
import { dollars, html, link, type MailContent, mailPage, plainText } from "../domain/mail-content.ts";
import { defineMail } from "./event-mail.ts";

export interface OrderRefunded {
  customerName: string;
  amountCents: number;
  receiptUrl: string;
}

/** The shopper's money went back to the card or wallet that paid. */
export function renderOrderRefunded(refund: OrderRefunded): MailContent {
  const subject = "Your High Cotton order was refunded";
  const amount = dollars(refund.amountCents);
  return {
    subject,
    text: plainText(
      `Hi ${refund.customerName},`,
      `We refunded ${amount} to the card or wallet you paid with. Depending on your bank it can take a few days to show.`,
      `Your receipt:\n${refund.receiptUrl}`,
    ),
    html: mailPage(
      subject,
      html`<p>Hi ${refund.customerName},</p>
<p>We refunded ${amount} to the card or wallet you paid with. Depending on your bank it can take a few days to show.</p>
<p>${link(refund.receiptUrl, "View your receipt")}</p>`,
    ),
  };
}

export default defineMail({
  kind: "order-refunded",
  event: PaymentRefundedSchema,
  async compose({ data }, { recipients, link: linkTo }) {
    // A payment refunded before it became an order names none: there is no order to write about.
    const order = data.orderId ? await recipients.order(data.orderId) : null;
    if (!order) return [];
    return [
      {
        dedupeKey: `order-refunded:${data.paymentId}`,
        to: order.customerEmail,
        content: renderOrderRefunded({
          customerName: order.customerName,
          amountCents: data.amountCents,
          receiptUrl: linkTo(order.receiptPath),
        }),
      },
    ];
  },
});
