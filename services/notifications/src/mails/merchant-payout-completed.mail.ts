import { MerchantWithdrawalCompletedSchema } from "@highcotton/proto";
import { dollars, html, link, type MailContent, mailPage, plainText } from "../domain/mail-content.ts";
import { defineMail } from "./event-mail.ts";

export interface MerchantPayoutCompleted {
  amountCents: number;
  reference: string;
  dashboardUrl: string;
}

/** A print merchant's withdrawal of its earnings was paid out. */
export function renderMerchantPayoutCompleted(payout: MerchantPayoutCompleted): MailContent {
  const subject = "Your High Cotton payout was sent";
  const amount = dollars(payout.amountCents);
  return {
    subject,
    text: plainText(
      "Hello,",
      `We sent ${amount} of your printing earnings to your payout account (reference ${payout.reference}).`,
      `Your dashboard:\n${payout.dashboardUrl}`,
    ),
    html: mailPage(
      subject,
      html`<p>Hello,</p>
<p>We sent ${amount} of your printing earnings to your payout account (reference ${payout.reference}).</p>
<p>${link(payout.dashboardUrl, "Open your dashboard")}</p>`,
    ),
  };
}

export default defineMail({
  kind: "merchant-payout-completed",
  event: MerchantWithdrawalCompletedSchema,
  async compose({ data }, { recipients, link: linkTo }) {
    const email = await recipients.accountEmail(data.userId);
    if (!email) return [];
    return [
      {
        dedupeKey: `merchant-payout-completed:${data.withdrawalId}`,
        to: email,
        content: renderMerchantPayoutCompleted({
          amountCents: data.amountCents,
          reference: data.payoutReference,
          dashboardUrl: linkTo("/merchant-dashboard"),
        }),
      },
    ];
  },
});
