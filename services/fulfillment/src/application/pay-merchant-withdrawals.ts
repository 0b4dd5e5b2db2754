import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { payPendingWithdrawals } from "@highcotton/billing";
import { publishEvent } from "@highcotton/kit";
import { MerchantWithdrawalCompletedSchema } from "@highcotton/proto";
import { merchantWithdrawals } from "../db/schema.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

/**
 * The merchants' payout job (billing's payout runner): pays each withdrawal that waits under its
 * id as the idempotency key, then marks it completed and publishes MerchantWithdrawalCompleted
 * in one transaction.
 */
export function payMerchantWithdrawals(
  deps: Pick<FulfillmentDeps, "db" | "now" | "payouts" | "logger">,
): Promise<{ completed: number; failed: number }> {
  return payPendingWithdrawals(deps, {
    table: merchantWithdrawals,
    failureLog: "merchant payout failed; it is tried again later",
    payoutOf: (withdrawal) => ({
      withdrawalId: withdrawal.id,
      amountCents: withdrawal.amountCents,
      bankingDetails: (withdrawal.bankingDetails as Record<string, unknown> | null) ?? null,
      payee: { merchantId: withdrawal.merchantId },
    }),
    announce: async (tx, withdrawal, { reference, processedAt }) => {
      await publishEvent(tx, {
        schema: MerchantWithdrawalCompletedSchema,
        aggregateId: withdrawal.id,
        occurredAt: processedAt,
        data: {
          withdrawalId: withdrawal.id,
          merchantId: withdrawal.merchantId,
          userId: withdrawal.userId,
          amountCents: withdrawal.amountCents,
          payoutReference: reference,
          completedAt: timestampFromDate(processedAt),
        },
      });
    },
  });
}
