import { entityId, operatorPageSchema, optionalText, PAYMENT_METHOD_ID_MAX, text } from "@highcotton/form-fields";
import { z } from "zod";
import { SETTLE_REASON_MAX } from "./limits.ts";
import { messages } from "./messages.ts";

/** What an operator may settle an unresolved fee payment as, after looking it up at the provider. */
export const FEE_SETTLEMENTS = ["paid", "declined"] as const;
export type FeeSettlement = (typeof FEE_SETTLEMENTS)[number];

/** The names of the provider's ids an operator types when settling a fee payment as paid. */
export const feeSettlementLabels = { providerPaymentId: "Payment id", providerCustomerId: "Customer id" } as const;

/** A page of the console's store fee lists. */
export const storeFeePageSchema = operatorPageSchema;

/**
 * Settling an unresolved fee payment: paid, with the payment the operator found at the provider
 * (pi_…, and its customer cus_… so the yearly renewal can charge the saved card), or declined;
 * always with the reason.
 */
export const settleFeeAttemptSchema = z
  .object({
    attemptId: entityId("Fee payment", messages.feeAttemptNotFound),
    settlement: z.enum(FEE_SETTLEMENTS, messages.settlementInvalid),
    reason: text("Reason", {
      max: SETTLE_REASON_MAX,
      required: messages.settleReasonRequired,
      tooLong: messages.settleReasonTooLong,
    }),
    providerPaymentId: optionalText(feeSettlementLabels.providerPaymentId, {
      max: PAYMENT_METHOD_ID_MAX,
      tooLong: messages.providerPaymentIdTooLong,
    }),
    providerCustomerId: optionalText(feeSettlementLabels.providerCustomerId, {
      max: PAYMENT_METHOD_ID_MAX,
      tooLong: messages.providerCustomerIdTooLong,
    }),
  })
  .refine((input) => input.settlement === "declined" || input.providerPaymentId !== null, {
    message: messages.providerPaymentIdRequired,
    path: ["providerPaymentId"],
  });

export type SettleFeeAttemptInput = z.infer<typeof settleFeeAttemptSchema>;
