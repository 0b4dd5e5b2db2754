import { operatorPageSchema } from "@highcotton/form-fields";
import { z } from "zod";
import { REFUNDED_ORDER_DAYS_DEFAULT, REFUNDED_ORDER_DAYS_MAX, STALE_ORDER_HOURS_MAX } from "./limits.ts";
import { messages } from "./messages.ts";

/**
 * Why an order's money went back to its shopper: no print shop accepted it in time, none printed it
 * in time (both PaymentRefunded's reasons from the refund job), or it was refunded at the payment
 * provider (a refund made in Stripe's dashboard).
 */
export const ORDER_REFUND_REASONS = ["order_not_accepted", "order_not_fulfilled", "refunded_at_provider"] as const;
export type OrderRefundReason = (typeof ORDER_REFUND_REASONS)[number];

/** The console's words for each reason. */
export const orderRefundReasonLabels: Readonly<Record<OrderRefundReason, string>> = {
  order_not_accepted: "No print shop accepted it in time",
  order_not_fulfilled: "Not printed in time",
  refunded_at_provider: "Refunded at the payment provider",
};

/** Stale orders: paid and waiting for a print shop for at least `olderThanHours` (the service's re-offer time unless told). */
export const staleOrdersQuerySchema = operatorPageSchema.extend({
  olderThanHours: z
    .number(messages.staleHoursInvalid)
    .int(messages.staleHoursInvalid)
    .min(1, messages.staleHoursInvalid)
    .max(STALE_ORDER_HOURS_MAX, messages.staleHoursInvalid)
    .nullish(),
});

/** Refunded orders of the last `withinDays` days (30 unless told). */
export const refundedOrdersQuerySchema = operatorPageSchema.extend({
  withinDays: z
    .number(messages.refundedDaysInvalid)
    .int(messages.refundedDaysInvalid)
    .min(1, messages.refundedDaysInvalid)
    .max(REFUNDED_ORDER_DAYS_MAX, messages.refundedDaysInvalid)
    .nullish()
    .transform((days) => days ?? REFUNDED_ORDER_DAYS_DEFAULT),
});

/** A page of the stores' unpaid withdrawals. */
export const withdrawalsPageSchema = operatorPageSchema;
