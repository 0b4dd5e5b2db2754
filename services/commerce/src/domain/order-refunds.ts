import type { OrderRefundReason } from "../contract/index.ts";

/**
 * Why a refunded order's money went back: the reason fulfillment withdrew its lead, or, for an
 * order whose lead was never withdrawn, a refund made at the payment provider.
 */
export const orderRefundReasonOf = (leadExpiryReason: "unaccepted" | "unfulfilled" | null): OrderRefundReason => {
  if (leadExpiryReason === "unfulfilled") return "order_not_fulfilled";
  if (leadExpiryReason === "unaccepted") return "order_not_accepted";
  return "refunded_at_provider";
};
