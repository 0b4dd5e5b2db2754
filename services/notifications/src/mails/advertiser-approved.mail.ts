import { AdvertiserApprovedSchema } from "@highcotton/proto";
import { dollars, html, link, type MailContent, mailPage, plainText } from "../domain/mail-content.ts";
import { defineMail } from "./event-mail.ts";

export interface AdvertiserApproved {
  monthlyFeeCents: number;
  dashboardUrl: string;
}

/** An operator approved the application: the next step is paying the plan's first month. */
export function renderAdvertiserApproved(approval: AdvertiserApproved): MailContent {
  const subject = "Your High Cotton advertiser application was approved";
  const fee = dollars(approval.monthlyFeeCents);
  return {
    subject,
    text: plainText(
      "Hello,",
      `Your application to advertise was approved. Pay your plan's first month (${fee}) and upload your ad from the advertiser dashboard; it shows once both are done.`,
      `Your dashboard:\n${approval.dashboardUrl}`,
    ),
    html: mailPage(
      subject,
      html`<p>Hello,</p>
<p>Your application to advertise was approved. Pay your plan's first month (${fee}) and upload your ad from the advertiser dashboard; it shows once both are done.</p>
<p>${link(approval.dashboardUrl, "Open the advertiser dashboard")}</p>`,
    ),
  };
}

export default defineMail({
  kind: "advertiser-approved",
  event: AdvertiserApprovedSchema,
  async compose({ data }, { recipients, link: linkTo }) {
    const email = await recipients.accountEmail(data.userId);
    if (!email) return [];
    return [
      {
        dedupeKey: `advertiser-approved:${data.advertiserId}`,
        to: email,
        content: renderAdvertiserApproved({
          monthlyFeeCents: Number(data.monthlyFeeCents),
          dashboardUrl: linkTo("/advertiser-dashboard"),
        }),
      },
    ];
  },
});
