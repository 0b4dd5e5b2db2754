import type { Logger } from "@highcotton/kit";
import type { Db, Tx } from "@highcotton/kit/db";
import { nextPayoutAttemptAt } from "@highcotton/kit/domain";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { PayoutRequest, Payouts } from "./payouts.ts";

/** Payouts one run makes at most; the rest wait for the next run. */
export const PAYOUTS_PER_RUN = 25;
const UNPAID = ["pending", "failed"] as const;
const MAX_ERROR_LENGTH = 500;

/** The columns the payout job reads and writes; a service's withdrawals table has them among its own. */
export type WithdrawalsTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  requestedAt: PgColumn;
  attempts: PgColumn;
  processedAt: PgColumn;
  payoutReference: PgColumn;
  lastError: PgColumn;
};

type Row<T extends WithdrawalsTable> = T["$inferSelect"] & { id: string; requestedAt: Date; attempts: number };

/** One service's withdrawals: its table, what its payout asks for, and the event its completion publishes. */
export interface PendingWithdrawals<T extends WithdrawalsTable> {
  table: T;
  /** What the provider is asked to pay for a withdrawal. */
  payoutOf(withdrawal: Row<T>): PayoutRequest;
  /** Publishes the service's completed event, in the transaction that marks the withdrawal completed. */
  announce(tx: Tx, withdrawal: Row<T>, paid: { reference: string; processedAt: Date }): Promise<void>;
  /** The warning logged when a payout fails (it is tried again later). */
  failureLog: string;
}

export interface PayoutRunDeps {
  db: Db;
  now: () => Date;
  payouts: Payouts;
  logger: Pick<Logger, "warn">;
}

/**
 * The payout job: pays each withdrawal that waits (pending, or failed and due again by its
 * backoff) through the payout provider. Each payout runs in three short steps — claim the row and
 * count the attempt, pay (outside any transaction), then mark it completed and announce it — so a
 * crash between paying and completing leaves it waiting: the next attempt pays again under the
 * same withdrawal id, which the provider answers with the same transfer.
 */
export async function payPendingWithdrawals<T extends WithdrawalsTable>(
  deps: PayoutRunDeps,
  withdrawals: PendingWithdrawals<T>,
): Promise<{ completed: number; failed: number }> {
  const { table } = withdrawals;
  const now = deps.now();
  const waiting = (await deps.db
    .select({ id: table.id, requestedAt: table.requestedAt, attempts: table.attempts })
    .from(table as PgTable)
    .where(inArray(table.status, [...UNPAID]))
    .orderBy(asc(table.requestedAt))) as Array<{ id: string; requestedAt: Date; attempts: number }>;
  const due = waiting.filter((row) => nextPayoutAttemptAt(row.requestedAt, row.attempts) <= now).slice(0, PAYOUTS_PER_RUN);
  const run = { completed: 0, failed: 0 };
  for (const { id } of due) {
    const claimed = await claim(deps, table, id, now);
    if (!claimed) continue;
    let reference: string;
    try {
      ({ reference } = await deps.payouts.pay(withdrawals.payoutOf(claimed)));
    } catch (error) {
      deps.logger.warn({ err: error, withdrawalId: id, attempts: claimed.attempts }, withdrawals.failureLog);
      await markFailed(deps, table, id, error);
      run.failed++;
      continue;
    }
    if (await complete(deps, withdrawals, claimed, reference)) run.completed++;
  }
  return run;
}

// The updates name the columns by the table's property names, which WithdrawalsTable fixes.
const unpaid = (table: WithdrawalsTable, id: string): SQL | undefined =>
  and(eq(table.id, id), inArray(table.status, [...UNPAID]));

/** Takes the withdrawal for this attempt (another runner holding it is skipped) and counts the attempt. */
async function claim<T extends WithdrawalsTable>(deps: PayoutRunDeps, table: T, id: string, now: Date): Promise<Row<T> | null> {
  return deps.db.transaction(async (tx) => {
    const [row] = (await tx
      .select({ requestedAt: table.requestedAt, attempts: table.attempts })
      .from(table as PgTable)
      .where(unpaid(table, id))
      .for("update", { skipLocked: true })) as Array<{ requestedAt: Date; attempts: number }>;
    if (!row || nextPayoutAttemptAt(row.requestedAt, row.attempts) > now) return null;
    const [counted] = await tx
      .update(table as PgTable)
      .set({ attempts: sql`${table.attempts} + 1` })
      .where(eq(table.id, id))
      .returning();
    return (counted as Row<T> | undefined) ?? null;
  });
}

async function complete<T extends WithdrawalsTable>(
  deps: PayoutRunDeps,
  withdrawals: PendingWithdrawals<T>,
  withdrawal: Row<T>,
  reference: string,
): Promise<boolean> {
  const { table } = withdrawals;
  const processedAt = deps.now();
  return deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(table as PgTable)
      .set({
        status: "completed",
        processedAt,
        payoutReference: reference,
        lastError: null,
      })
      .where(unpaid(table, withdrawal.id))
      .returning();
    // Completed meanwhile by another attempt: it was announced then.
    if (!done) return false;
    await withdrawals.announce(tx, done as Row<T>, { reference, processedAt });
    return true;
  });
}

async function markFailed(deps: PayoutRunDeps, table: WithdrawalsTable, id: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await deps.db
    .update(table as PgTable)
    .set({ status: "failed", lastError: message.slice(0, MAX_ERROR_LENGTH) })
    .where(unpaid(table, id));
}
