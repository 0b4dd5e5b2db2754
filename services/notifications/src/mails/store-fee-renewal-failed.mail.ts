import { timestampDate } from "@bufbuild/protobuf/wkt";
import { DispensaryFeeRenewalFailedSchema } from "@highcotton/proto";
import { dollars, html, link, type MailContent, mailPage, plainText } from "../domain/mail-content.ts";
import { defineMail } from "./event-mail.ts";

export interface StoreFeeRenewalFailed {
  storeName: string;
  amountCents: number;
  reason: string;
  dashboardUrl: string;
}

/** The yearly renewal was declined: the store is hidden and takes no orders until it is paid. */
export function renderStoreFeeRenewalFailed(failure: StoreFeeRenewalFailed): MailContent {
  const subject = `Action needed: ${failure.storeName}'s renewal was declined`;
  const declined = `We could not charge the ${dollars(failure.amountCents)} yearly renewal for ${failure.storeName} (${failure.reason}). Until it is paid, the store is hidden from the marketplace and takes no new orders.`;
  return {
    subject,
    text: plainText("Hello,", declined, `Pay it from your dashboard:\n${failure.dashboardUrl}`),
    html: mailPage(
      subject,
      html`<p>Hello,</p>
<p>${declined}</p>
<p>${link(failure.dashboardUrl, "Pay from your dashboard")}</p>`,
    ),
  };
}

export default defineMail({
  kind: "store-fee-renewal-failed",
  event: DispensaryFeeRenewalFailedSchema,
  async compose({ data }, { recipients, link: linkTo }) {
    // The owner's address from its account: the store's own replica may arrive after this event.
    const email = await recipients.accountEmail(data.ownerId);
    if (!email) return [];
    const storeName = (await recipients.storeOwner(data.dispensaryId))?.storeName ?? "your store";
    const failedAt = data.failedAt ? timestampDate(data.failedAt).toISOString() : "";
    return [
      {
        dedupeKey: `store-fee-renewal-failed:${data.dispensaryId}:${failedAt}`,
        to: email,
        content: renderStoreFeeRenewalFailed({
          storeName,
          amountCents: data.amountCents,
          reason: data.reason,
          dashboardUrl: linkTo("/dashboard"),
        }),
      },
    ];
  },
});
