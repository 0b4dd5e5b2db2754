import { dollars, html, link, type MailContent, mailPage, plainText } from "../domain/mail-content.ts";

export interface OrderLink {
  placedAt: Date;
  totalCents: number;
  receiptUrl: string;
}

const day = (at: Date) => at.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** The answer to "Find my order": a link to each receipt of the address's orders, newest first. */
export function renderOrderLinks(orders: readonly OrderLink[]): MailContent {
  const subject = "Your High Cotton order links";
  const line = (order: OrderLink) => `${day(order.placedAt)}, ${dollars(order.totalCents)}`;
  return {
    subject,
    text: plainText(
      "Hello,",
      "Someone (we hope you) asked for the receipts of the orders placed with this email:",
      orders.map((order) => `- ${line(order)}: ${order.receiptUrl}`).join("\n"),
      "If you did not ask, you can ignore this mail.",
    ),
    html: mailPage(
      subject,
      html`<p>Hello,</p>
<p>Someone (we hope you) asked for the receipts of the orders placed with this email:</p>
<ul>${orders.map((order) => html`<li>${link(order.receiptUrl, line(order))}</li>`)}</ul>
<p>If you did not ask, you can ignore this mail.</p>`,
    ),
  };
}
