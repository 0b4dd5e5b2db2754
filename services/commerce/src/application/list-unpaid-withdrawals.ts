import { fromDecimal, type Operator, ok, parseInput, type Result } from "@highcotton/kit";
import { nextPayoutAttemptAt } from "@highcotton/kit/domain";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { withdrawalsPageSchema } from "../contract/index.ts";
import { storeReplicas, withdrawals } from "../db/schema.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { forOperators } from "./operator-console.ts";

/** A store's withdrawal the payout job has not paid yet, as the operator console lists it. */
export interface UnpaidStoreWithdrawal {
  id: string;
  dispensaryId: string;
  storeName: string | null;
  amountCents: number;
  /** pending (not tried yet, or being paid) or failed (tried again with backoff). */
  status: "pending" | "failed";
  attempts: number;
  /** The payout provider's last error, for a failed one. */
  lastError: string | null;
  requestedAt: Date;
  /** When the payout job tries it next (it runs each minute). */
  nextAttemptAt: Date;
}

/**
 * What `commerce-pay-withdrawals` has left to pay: each pending or failed withdrawal, the oldest
 * first, with its last error and when the job tries it again. Operators only.
 */
export async function listUnpaidStoreWithdrawals(
  deps: Pick<CommerceDeps, "db">,
  operator: Operator | null,
  page: unknown,
): Promise<Result<{ items: UnpaidStoreWithdrawal[]; total: number }>> {
  const refused = forOperators(operator);
  if (refused) return refused;
  const parsed = parseInput(withdrawalsPageSchema, page);
  if (!parsed.ok) return parsed;
  const { first, offset } = parsed.value;
  const unpaid = inArray(withdrawals.status, ["pending", "failed"]);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ withdrawal: withdrawals, storeName: storeReplicas.name })
      .from(withdrawals)
      .leftJoin(storeReplicas, eq(storeReplicas.id, withdrawals.dispensaryId))
      .where(unpaid)
      .orderBy(asc(withdrawals.requestedAt), asc(withdrawals.id))
      .limit(first)
      .offset(offset),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(withdrawals).where(unpaid),
  ]);
  const items = rows.map(
    ({ withdrawal, storeName }): UnpaidStoreWithdrawal => ({
      id: withdrawal.id,
      dispensaryId: withdrawal.dispensaryId,
      storeName,
      amountCents: fromDecimal(withdrawal.amount),
      status: withdrawal.status === "failed" ? "failed" : "pending",
      attempts: withdrawal.attempts,
      lastError: withdrawal.lastError,
      requestedAt: withdrawal.requestedAt,
      nextAttemptAt: nextPayoutAttemptAt(withdrawal.requestedAt, withdrawal.attempts),
    }),
  );
  return ok({ items, total: counted?.total ?? 0 });
}
