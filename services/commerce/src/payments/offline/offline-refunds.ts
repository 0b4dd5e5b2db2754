import type { RefundMade } from "../ports.ts";

/**
 * A refund asked of a payment the offline provider refunded before, as Stripe and PayPal answer it:
 * the same key (`refundId` is named by it) answers the same refund; another key finds the payment
 * already refunded by the refund it holds (none for one refunded before refunds were named).
 */
export const answerOf = (held: string | null, refundId: string): RefundMade =>
  held === refundId ? { refundId, alreadyRefunded: false } : { refundId: held, alreadyRefunded: true };
