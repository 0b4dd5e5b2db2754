import { type AuthUser, fromDecimal } from "@highcotton/kit";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { earnings, orders, withdrawals } from "../db/schema.ts";
import { balancesOf, type StoreBalances } from "../domain/balances.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { type WithdrawalView, withdrawalsOf } from "./list-withdrawals.ts";
import { ownsStoreMoney, type StoreReference } from "./store-owner.ts";

/** The dashboard's money card. */
export interface StoreMoney extends StoreBalances {
  /** Withdrawals still waiting to be paid (pending, or failed and to be tried again). */
  pendingWithdrawalCount: number;
}

/** A store's balances as of `deps.now()`: the database sums the ledger, the domain splits it. */
export async function readStoreMoney(deps: Pick<CommerceDeps, "db" | "now">, dispensaryId: string): Promise<StoreMoney> {
  const now = deps.now();
  const groups = await deps.db
    .select({
      eligible: sql<boolean>`${earnings.eligibleAt} <= ${now}`,
      fulfilled: sql<boolean>`${orders.fulfillmentStatus} = 'fulfilled'`,
      withdrawn: sql<boolean>`${earnings.withdrawalId} is not null`,
      reversed: sql<boolean>`${earnings.reversedAt} is not null`,
      recovered: sql<boolean>`${earnings.recoveredBy} is not null`,
      amount: sql<string>`sum(${earnings.amount})::text`,
      firstEligibleAt: sql<Date>`min(${earnings.eligibleAt})`.mapWith(earnings.eligibleAt),
    })
    .from(earnings)
    .innerJoin(orders, eq(orders.id, earnings.orderId))
    .where(eq(earnings.dispensaryId, dispensaryId))
    // By position: the clock is a parameter, so the expressions cannot be repeated here.
    .groupBy(sql`1`, sql`2`, sql`3`, sql`4`, sql`5`);
  const [waiting] = await deps.db
    .select({ count: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.dispensaryId, dispensaryId), inArray(withdrawals.status, ["pending", "failed"])));
  return {
    ...balancesOf(groups.map((group) => ({ ...group, amount: fromDecimal(group.amount) }))),
    pendingWithdrawalCount: waiting?.count ?? 0,
  };
}

/**
 * A store as the gateway hands it to commerce (catalog's Dispensary), with its money fields ready
 * to load: null for anyone but the owner. Each loads at most once however many fields ask.
 */
export interface StoreMoneyReference {
  id: string;
  money: (() => Promise<StoreMoney>) | null;
  withdrawals: (() => Promise<WithdrawalView[]>) | null;
}

const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
};

export async function storeMoneyReference(
  deps: Pick<CommerceDeps, "db" | "now">,
  user: AuthUser | null,
  store: StoreReference,
): Promise<StoreMoneyReference> {
  if (!(await ownsStoreMoney(deps, user, store))) return { id: store.id, money: null, withdrawals: null };
  return {
    id: store.id,
    money: once(() => readStoreMoney(deps, store.id)),
    withdrawals: once(() => withdrawalsOf(deps, store.id)),
  };
}
