import { dollars, html, link, type MailContent, mailPage, plainText } from "../domain/mail-content.ts";

export interface DigestLead {
  shippingCity: string;
  shippingState: string;
  shirts: number;
  /** What the merchant earns for printing it. */
  earningsCents: number;
}

export interface LeadDigest {
  businessName: string;
  state: string;
  leads: readonly DigestLead[];
  dashboardUrl: string;
}

/** New order leads in the merchant's state since its last digest (at most one digest every 15 minutes). */
export function renderLeadDigest(digest: LeadDigest): MailContent {
  const count = digest.leads.length;
  const subject = `${count} new ${count === 1 ? "lead" : "leads"} in ${digest.state}`;
  const line = (lead: DigestLead) =>
    `${lead.shippingCity}, ${lead.shippingState}: ${lead.shirts} ${lead.shirts === 1 ? "shirt" : "shirts"}, you earn ${dollars(lead.earningsCents)}`;
  return {
    subject,
    text: plainText(
      `Hello ${digest.businessName},`,
      `${count === 1 ? "A new order is" : `${count} new orders are`} waiting for a print shop in ${digest.state}:`,
      digest.leads.map((lead) => `- ${line(lead)}`).join("\n"),
      `The first merchant to accept a lead prints it. Accept from your dashboard:\n${digest.dashboardUrl}`,
    ),
    html: mailPage(
      subject,
      html`<p>Hello ${digest.businessName},</p>
<p>${count === 1 ? "A new order is" : `${count} new orders are`} waiting for a print shop in ${digest.state}:</p>
<ul>${digest.leads.map((lead) => html`<li>${line(lead)}</li>`)}</ul>
<p>The first merchant to accept a lead prints it. ${link(digest.dashboardUrl, "Accept from your dashboard")}</p>`,
    ),
  };
}
