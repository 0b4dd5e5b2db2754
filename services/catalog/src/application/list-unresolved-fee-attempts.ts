import { fail, type Operator, ok, parseInput, type Result } from "@highcotton/kit";
import { asc, eq, sql } from "drizzle-orm";
import { type FeeAttemptStatus, type FeeKind, messages, storeFeePageSchema } from "../contract/index.ts";
import { dispensaries, dispensaryFeeAttempts } from "../db/schema.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import type { FeeAttemptRow } from "./record-fee-outcome.ts";

/** A fee payment as the operator console shows it. */
export interface StoreFeeAttemptView {
  id: string;
  ownerUserId: string;
  /** Null for the sign-on fee of a store that is created only once the fee is paid. */
  dispensaryId: string | null;
  storeName: string;
  kind: FeeKind;
  period: string;
  amountCents: number;
  status: FeeAttemptStatus;
  /** The yearly job charged it (the owner was not there). */
  scheduled: boolean;
  /** The card it charged (pm_…), to find the payment at the provider with the attempt's id. */
  paymentMethodId: string;
  providerPaymentId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The attempt, named after its store (or, for a store not created yet, the name its owner gave). */
export const feeAttemptViewOf = (attempt: FeeAttemptRow, storeName: string | null): StoreFeeAttemptView => ({
  id: attempt.id,
  ownerUserId: attempt.ownerUserId,
  dispensaryId: attempt.dispensaryId,
  storeName: storeName ?? attempt.storeInput?.name ?? attempt.customerName,
  kind: attempt.kind,
  period: attempt.period,
  amountCents: attempt.amountCents,
  status: attempt.status,
  scheduled: attempt.scheduled,
  paymentMethodId: attempt.paymentMethodId,
  providerPaymentId: attempt.providerPaymentId,
  createdAt: attempt.createdAt,
  updatedAt: attempt.updatedAt,
});

/**
 * The fee payments left to an operator (unresolved: past the provider's replay window, so nobody
 * may charge them again), the oldest first. Operators only.
 */
export async function listUnresolvedFeeAttempts(
  deps: Pick<CatalogDeps, "db">,
  operator: Operator | null,
  page: unknown,
): Promise<Result<{ items: StoreFeeAttemptView[]; total: number }>> {
  if (!operator) return fail("FORBIDDEN", messages.operatorsOnly);
  const parsed = parseInput(storeFeePageSchema, page);
  if (!parsed.ok) return parsed;
  const { first, offset } = parsed.value;
  const unresolved = eq(dispensaryFeeAttempts.status, "unresolved");
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ attempt: dispensaryFeeAttempts, storeName: dispensaries.name })
      .from(dispensaryFeeAttempts)
      .leftJoin(dispensaries, eq(dispensaries.id, dispensaryFeeAttempts.dispensaryId))
      .where(unresolved)
      .orderBy(asc(dispensaryFeeAttempts.createdAt), asc(dispensaryFeeAttempts.id))
      .limit(first)
      .offset(offset),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(dispensaryFeeAttempts).where(unresolved),
  ]);
  return ok({ items: rows.map((row) => feeAttemptViewOf(row.attempt, row.storeName)), total: counted?.total ?? 0 });
}
