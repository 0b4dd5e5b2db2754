import { WithdrawalCompletedSchema } from "@highcotton/proto";
import { dollars, html, link, type MailContent, mailPage, plainText } from "../domain/mail-content.ts";
import { defineMail } from "./event-mail.ts";

export interface PayoutCompleted {
  storeName: string;
  amountCents: number;
  reference: string;
  dashboardUrl: string;
}

/** A store's withdrawal was paid out. */
export function renderPayoutCompleted(payout: PayoutCompleted): MailContent {
  const subject = "Your High Cotton payout was sent";
  const amount = dollars(payout.amountCents);
  return {
    subject,
    text: plainText(
      "Hello,",
      `We sent ${amount} from ${payout.storeName}'s earnings to your payout account (reference ${payout.reference}).`,
      `Your dashboard:\n${payout.dashboardUrl}`,
    ),
    html: mailPage(
      subject,
      html`<p>Hello,</p>
<p>We sent ${amount} from ${payout.storeName}'s earnings to your payout account (reference ${payout.reference}).</p>
<p>${link(payout.dashboardUrl, "Open your dashboard")}</p>`,
    ),
  };
}

export default defineMail({
  kind: "payout-completed",
  event: WithdrawalCompletedSchema,
  async compose({ data }, { recipients, link: linkTo }) {
    const owner = await recipients.storeOwner(data.dispensaryId);
    if (!owner) return [];
    return [
      {
        dedupeKey: `payout-completed:${data.withdrawalId}`,
        to: owner.email,
        content: renderPayoutCompleted({
          storeName: owner.storeName,
          amountCents: data.amountCents,
          reference: data.payoutReference,
          dashboardUrl: linkTo("/dashboard"),
        }),
      },
    ];
  },
});
