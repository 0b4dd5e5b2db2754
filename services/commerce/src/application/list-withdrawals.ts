import { type AuthUser, type Cents, fromDecimal, ok, type Result } from "@highcotton/kit";
import { desc, eq } from "drizzle-orm";
import { withdrawals } from "../db/schema.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { authorizeStoreOwner } from "./store-owner.ts";

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A withdrawal as its owner sees it. */
export interface WithdrawalView {
  id: string;
  amount: Cents;
  status: WithdrawalRow["status"];
  requestedAt: Date;
  eligibleAt: Date;
  processedAt: Date | null;
}

export const withdrawalViewOf = (row: WithdrawalRow): WithdrawalView => ({
  id: row.id,
  amount: fromDecimal(row.amount),
  status: row.status,
  requestedAt: row.requestedAt,
  eligibleAt: row.eligibleAt,
  processedAt: row.processedAt,
});

/** A store's withdrawals, newest first (for its owner only; see `listStoreWithdrawals`). */
export async function withdrawalsOf(deps: Pick<CommerceDeps, "db">, dispensaryId: string): Promise<WithdrawalView[]> {
  const rows = await deps.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.dispensaryId, dispensaryId))
    .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id));
  return rows.map(withdrawalViewOf);
}

/** The withdrawal history the store's owner asks for. */
export async function listStoreWithdrawals(
  deps: Pick<CommerceDeps, "db">,
  user: AuthUser | null,
  dispensaryId: unknown,
): Promise<Result<WithdrawalView[]>> {
  const store = await authorizeStoreOwner(deps, user, dispensaryId);
  if (!store.ok) return store;
  return ok(await withdrawalsOf(deps, store.value.id));
}
