import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { payPendingWithdrawals } from "@highcotton/billing";
import { fromDecimal, publishEvent } from "@highcotton/kit";
import { WithdrawalCompletedSchema } from "@highcotton/proto";
import { withdrawals } from "../db/schema.ts";
import type { CommerceDeps } from "./commerce-deps.ts";

/**
 * The stores' payout job (billing's payout runner): pays each withdrawal that waits under its id
 * as the idempotency key, then marks it completed and publishes WithdrawalCompleted in one
 * transaction.
 */
export function payWithdrawals(
  deps: Pick<CommerceDeps, "db" | "now" | "payouts" | "logger">,
): Promise<{ completed: number; failed: number }> {
  return payPendingWithdrawals(deps, {
    table: withdrawals,
    failureLog: "payout failed; it is tried again later",
    payoutOf: (withdrawal) => ({
      withdrawalId: withdrawal.id,
      amountCents: fromDecimal(withdrawal.amount),
      bankingDetails: (withdrawal.bankingDetails as Record<string, unknown> | null) ?? null,
      payee: { dispensaryId: withdrawal.dispensaryId },
    }),
    announce: async (tx, withdrawal, { reference, processedAt }) => {
      await publishEvent(tx, {
        schema: WithdrawalCompletedSchema,
        aggregateId: withdrawal.id,
        occurredAt: processedAt,
        data: {
          withdrawalId: withdrawal.id,
          dispensaryId: withdrawal.dispensaryId,
          amountCents: fromDecimal(withdrawal.amount),
          payoutReference: reference,
          processedAt: timestampFromDate(processedAt),
        },
      });
    },
  });
}
