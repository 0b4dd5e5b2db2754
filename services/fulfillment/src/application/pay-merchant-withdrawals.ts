import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { publishEvent } from "@highcotton/kit";
import { nextPayoutAttemptAt } from "@highcotton/kit/domain";
import { MerchantWithdrawalCompletedSchema } from "@highcotton/proto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { merchantWithdrawals } from "../db/schema.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";
import type { MerchantWithdrawalRow } from "./list-merchant-withdrawals.ts";

/** Payouts one run makes at most; the rest wait for the next minute. */
const PAYOUTS_PER_RUN = 25;
const UNPAID = ["pending", "failed"] as const;
const unpaid = (id: string) => and(eq(merchantWithdrawals.id, id), inArray(merchantWithdrawals.status, [...UNPAID]));
const MAX_ERROR_LENGTH = 500;

type PayoutDeps = Pick<FulfillmentDeps, "db" | "now" | "payouts" | "logger">;

/**
 * The merchants' payout job: pays each withdrawal that waits (pending, or failed and due again by
 * its backoff) through the payout provider. Each payout runs in three short steps — claim the row
 * and count the attempt, pay (outside any transaction), then mark it completed and publish
 * MerchantWithdrawalCompleted — so a crash between paying and completing leaves it waiting: the
 * next attempt pays again under the same withdrawal id, which the provider answers with the same
 * transfer.
 */
export async function payMerchantWithdrawals(deps: PayoutDeps): Promise<{ completed: number; failed: number }> {
  const now = deps.now();
  const waiting = await deps.db
    .select({ id: merchantWithdrawals.id, requestedAt: merchantWithdrawals.requestedAt, attempts: merchantWithdrawals.attempts })
    .from(merchantWithdrawals)
    .where(inArray(merchantWithdrawals.status, [...UNPAID]))
    .orderBy(asc(merchantWithdrawals.requestedAt));
  const due = waiting.filter((row) => nextPayoutAttemptAt(row.requestedAt, row.attempts) <= now).slice(0, PAYOUTS_PER_RUN);
  const run = { completed: 0, failed: 0 };
  for (const { id } of due) {
    const claimed = await claim(deps, id, now);
    if (!claimed) continue;
    let reference: string;
    try {
      ({ reference } = await deps.payouts.pay({
        withdrawalId: claimed.id,
        merchantId: claimed.merchantId,
        amountCents: claimed.amountCents,
        bankingDetails: (claimed.bankingDetails as Record<string, unknown> | null) ?? null,
      }));
    } catch (error) {
      deps.logger.warn(
        { err: error, withdrawalId: id, attempts: claimed.attempts },
        "merchant payout failed; it is tried again later",
      );
      await markFailed(deps, id, error);
      run.failed++;
      continue;
    }
    if (await complete(deps, claimed, reference)) run.completed++;
  }
  return run;
}

/** Takes the withdrawal for this attempt (another runner holding it is skipped) and counts the attempt. */
async function claim(deps: PayoutDeps, id: string, now: Date): Promise<MerchantWithdrawalRow | null> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(merchantWithdrawals).where(unpaid(id)).for("update", { skipLocked: true });
    if (!row || nextPayoutAttemptAt(row.requestedAt, row.attempts) > now) return null;
    const [counted] = await tx
      .update(merchantWithdrawals)
      .set({ attempts: sql`${merchantWithdrawals.attempts} + 1` })
      .where(eq(merchantWithdrawals.id, id))
      .returning();
    return counted ?? null;
  });
}

async function complete(deps: PayoutDeps, withdrawal: MerchantWithdrawalRow, reference: string): Promise<boolean> {
  const processedAt = deps.now();
  return deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(merchantWithdrawals)
      .set({ status: "completed", processedAt, payoutReference: reference, lastError: null })
      .where(unpaid(withdrawal.id))
      .returning();
    // Completed meanwhile by another attempt: it was announced then.
    if (!done) return false;
    await publishEvent(tx, {
      schema: MerchantWithdrawalCompletedSchema,
      aggregateId: done.id,
      occurredAt: processedAt,
      data: {
        withdrawalId: done.id,
        merchantId: done.merchantId,
        userId: done.userId,
        amountCents: done.amountCents,
        payoutReference: reference,
        completedAt: timestampFromDate(processedAt),
      },
    });
    return true;
  });
}

async function markFailed(deps: PayoutDeps, id: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await deps.db
    .update(merchantWithdrawals)
    .set({ status: "failed", lastError: message.slice(0, MAX_ERROR_LENGTH) })
    .where(unpaid(id));
}
