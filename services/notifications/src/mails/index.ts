import advertiserApproved from "./advertiser-approved.mail.ts";
import advertiserRejected from "./advertiser-rejected.mail.ts";
import type { EventMail } from "./event-mail.ts";
import merchantPayoutCompleted from "./merchant-payout-completed.mail.ts";
import orderConfirmation from "./order-confirmation.mail.ts";
import orderRefunded from "./order-refunded.mail.ts";
import orderShipped from "./order-shipped.mail.ts";
import payoutCompleted from "./payout-completed.mail.ts";
import storeFeePaid from "./store-fee-paid.mail.ts";
import storeFeeRenewalFailed from "./store-fee-renewal-failed.mail.ts";

/** Every mail an event sends; the service consumes each one's event. A new mail is a file and a line here. */
export const EVENT_MAILS: readonly EventMail[] = [
  orderConfirmation,
  orderShipped,
  orderRefunded,
  payoutCompleted,
  merchantPayoutCompleted,
  advertiserApproved,
  advertiserRejected,
  storeFeePaid,
  storeFeeRenewalFailed,
] as readonly EventMail[];
