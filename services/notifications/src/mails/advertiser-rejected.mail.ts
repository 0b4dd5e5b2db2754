import { AdvertiserRejectedSchema } from "@highcotton/proto";
import { html, link, type MailContent, mailPage, plainText } from "../domain/mail-content.ts";
import { defineMail } from "./event-mail.ts";

export interface AdvertiserRejected {
  companyName: string;
  reason: string;
  applyUrl: string;
}

/** An operator rejected the application: why, and that the applicant may apply again. */
export function renderAdvertiserRejected(rejection: AdvertiserRejected): MailContent {
  const subject = "Your High Cotton advertiser application was not approved";
  const intro = `Your application to advertise ${rejection.companyName} was not approved. The reason we gave:`;
  const next = "You may apply again once that is addressed.";
  return {
    subject,
    text: plainText("Hello,", intro, rejection.reason, next, `Apply again:\n${rejection.applyUrl}`),
    html: mailPage(
      subject,
      html`<p>Hello,</p>
<p>${intro}</p>
<blockquote>${rejection.reason}</blockquote>
<p>${next}</p>
<p>${link(rejection.applyUrl, "Apply again")}</p>`,
    ),
  };
}

export default defineMail({
  kind: "advertiser-rejected",
  event: AdvertiserRejectedSchema,
  async compose({ data }, { recipients, link: linkTo }) {
    const email = await recipients.accountEmail(data.userId);
    if (!email) return [];
    return [
      {
        dedupeKey: `advertiser-rejected:${data.applicationId}`,
        to: email,
        content: renderAdvertiserRejected({
          companyName: data.companyName,
          reason: data.reason,
          applyUrl: linkTo("/onboard-advertiser"),
        }),
      },
    ];
  },
});
