import { timestampDate } from "@bufbuild/protobuf/wkt";
import { DispensaryFeePaidSchema } from "@highcotton/proto";
import { dollars, html, link, type MailContent, mailPage, plainText } from "../domain/mail-content.ts";
import { defineMail } from "./event-mail.ts";

export interface StoreFeePaid {
  storeName: string;
  amountCents: number;
  /** sign_on: the $100 that opened the store; renewal: a yearly $40. */
  kind: string;
  renewsOn: string;
  dashboardUrl: string;
}

/** The receipt for a store's sign-on fee or yearly renewal. */
export function renderStoreFeePaid(fee: StoreFeePaid): MailContent {
  const what = fee.kind === "renewal" ? "yearly renewal" : "sign-on fee";
  const subject = `Receipt: ${fee.storeName}'s ${what}`;
  const paid = `We charged ${dollars(fee.amountCents)} for ${fee.storeName}'s ${what}. Your store is open; the next renewal is due on ${fee.renewsOn}.`;
  return {
    subject,
    text: plainText("Hello,", paid, `Your dashboard and receipts:\n${fee.dashboardUrl}`),
    html: mailPage(
      subject,
      html`<p>Hello,</p>
<p>${paid}</p>
<p>${link(fee.dashboardUrl, "Open your dashboard")}</p>`,
    ),
  };
}

export default defineMail({
  kind: "store-fee-paid",
  event: DispensaryFeePaidSchema,
  async compose({ data }, { recipients, link: linkTo }) {
    // The owner's address from its account: the store's own replica may arrive after this event.
    const email = await recipients.accountEmail(data.ownerId);
    if (!email) return [];
    const storeName = (await recipients.storeOwner(data.dispensaryId))?.storeName ?? "your store";
    const renewsAt = data.renewsAt ? timestampDate(data.renewsAt) : null;
    return [
      {
        // A store pays each kind once per period: the renewal date tells the periods apart.
        dedupeKey: `store-fee-paid:${data.dispensaryId}:${data.kind}:${renewsAt?.toISOString() ?? ""}`,
        to: email,
        content: renderStoreFeePaid({
          storeName,
          amountCents: data.amountCents,
          kind: data.kind,
          renewsOn: renewsAt ? renewsAt.toISOString().slice(0, 10) : "its anniversary",
          dashboardUrl: linkTo("/dashboard"),
        }),
      },
    ];
  },
});
