import { fail, type Operator, ok, parseInput, type Result } from "@highcotton/kit";
import { nextPayoutAttemptAt } from "@highcotton/kit/domain";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { merchantWithdrawalsPageSchema, messages } from "../contract/index.ts";
import { accountReplicas, merchants, merchantWithdrawals } from "../db/schema.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

/** A merchant's withdrawal the payout job has not paid yet, as the operator console lists it. */
export interface UnpaidMerchantWithdrawal {
  id: string;
  merchantId: string;
  businessName: string;
  /** The merchant's account; null until identity's UserRegistered reached fulfillment. */
  username: string | null;
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
 * What `fulfillment-pay-withdrawals` has left to pay: each pending or failed merchant withdrawal,
 * the oldest first, with its last error and when the job tries it again. Operators only.
 */
export async function listUnpaidMerchantWithdrawals(
  deps: Pick<FulfillmentDeps, "db">,
  operator: Operator | null,
  page: unknown,
): Promise<Result<{ items: UnpaidMerchantWithdrawal[]; total: number }>> {
  if (!operator) return fail("FORBIDDEN", messages.operatorsOnly);
  const parsed = parseInput(merchantWithdrawalsPageSchema, page);
  if (!parsed.ok) return parsed;
  const { first, offset } = parsed.value;
  const unpaid = inArray(merchantWithdrawals.status, ["pending", "failed"]);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ withdrawal: merchantWithdrawals, businessName: merchants.businessName, username: accountReplicas.username })
      .from(merchantWithdrawals)
      .innerJoin(merchants, eq(merchants.id, merchantWithdrawals.merchantId))
      .leftJoin(accountReplicas, eq(accountReplicas.userId, merchantWithdrawals.userId))
      .where(unpaid)
      .orderBy(asc(merchantWithdrawals.requestedAt), asc(merchantWithdrawals.id))
      .limit(first)
      .offset(offset),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(merchantWithdrawals).where(unpaid),
  ]);
  const items = rows.map(
    ({ withdrawal, businessName, username }): UnpaidMerchantWithdrawal => ({
      id: withdrawal.id,
      merchantId: withdrawal.merchantId,
      businessName,
      username,
      amountCents: withdrawal.amountCents,
      status: withdrawal.status === "failed" ? "failed" : "pending",
      attempts: withdrawal.attempts,
      lastError: withdrawal.lastError,
      requestedAt: withdrawal.requestedAt,
      nextAttemptAt: nextPayoutAttemptAt(withdrawal.requestedAt, withdrawal.attempts),
    }),
  );
  return ok({ items, total: counted?.total ?? 0 });
}
