import { OrderPlacedSchema } from "@highcotton/proto";
import { dollars, html, link, type MailContent, mailPage, plainText } from "../domain/mail-content.ts";
import { defineMail } from "./event-mail.ts";

export interface OrderConfirmation {
  customerName: string;
  shirts: number;
  totalCents: number;
  receiptUrl: string;
}

/** The shopper's confirmation, with the receipt link that works from any browser. */
export function renderOrderConfirmation(order: OrderConfirmation): MailContent {
  const what = `${order.shirts} ${order.shirts === 1 ? "shirt" : "shirts"}, ${dollars(order.totalCents)}`;
  const subject = "Your High Cotton order is confirmed";
  return {
    subject,
    text: plainText(
      `Hi ${order.customerName},`,
      `Thanks for your order (${what}). A print shop near you will print and ship it; we will write again when it ships.`,
      `Your receipt, from any browser:\n${order.receiptUrl}`,
    ),
    html: mailPage(
      subject,
      html`<p>Hi ${order.customerName},</p>
<p>Thanks for your order (${what}). A print shop near you will print and ship it; we will write again when it ships.</p>
<p>${link(order.receiptUrl, "View your receipt")}</p>`,
    ),
  };
}

export default defineMail({
  kind: "order-confirmation",
  event: OrderPlacedSchema,
  async compose({ data }, { link: linkTo }) {
    if (!data.customerEmail || !data.receiptPath) return [];
    const shirts = data.lines.reduce((total, line) => total + line.quantity, 0);
    return [
      {
        dedupeKey: `order-confirmation:${data.orderId}`,
        to: data.customerEmail,
        content: renderOrderConfirmation({
          customerName: data.customerName,
          shirts,
          totalCents: data.totalCents,
          receiptUrl: linkTo(data.receiptPath),
        }),
      },
    ];
  },
});
