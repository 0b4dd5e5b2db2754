import { fail, type Operator, ok, parseInput, type Result } from "@highcotton/kit";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { FEE_AMOUNTS, type FeeKind, type FeeStatus, messages, storeFeePageSchema } from "../contract/index.ts";
import { dispensaries } from "../db/schema.ts";
import { daysPastDue, feeDueAtOf } from "../domain/fees.ts";
import type { CatalogDeps } from "./catalog-deps.ts";

/** A store that owes its fee, as the operator console lists it. */
export interface StoreFeeDue {
  dispensaryId: string;
  storeName: string;
  ownerUserId: string;
  feeStatus: FeeStatus;
  owed: FeeKind;
  amountCents: number;
  dueAt: Date;
  daysPastDue: number;
}

/**
 * The stores whose fee is due or past due, the longest waiting first: a store that never paid its
 * sign-on fee, a store whose renewal was declined (past due, hidden), and a paid store whose year
 * has ended and whose renewal the yearly job has not charged yet. Operators only.
 */
export async function listStoreFeesDue(
  deps: Pick<CatalogDeps, "db" | "now">,
  operator: Operator | null,
  page: unknown,
): Promise<Result<{ items: StoreFeeDue[]; total: number }>> {
  if (!operator) return fail("FORBIDDEN", messages.operatorsOnly);
  const parsed = parseInput(storeFeePageSchema, page);
  if (!parsed.ok) return parsed;
  const { first, offset } = parsed.value;
  const now = deps.now();
  const owing = or(
    inArray(dispensaries.feeStatus, ["due", "past_due"]),
    and(eq(dispensaries.feeStatus, "paid"), lte(dispensaries.renewsAt, now)),
  );
  // The SQL twin of feeDueAtOf, so the page is ordered by it.
  const dueAt = sql`case when ${dispensaries.feeStatus} = 'due' then ${dispensaries.createdAt} else coalesce(${dispensaries.renewsAt}, ${dispensaries.createdAt}) end`;
  const [rows, [counted]] = await Promise.all([
    deps.db.select().from(dispensaries).where(owing).orderBy(asc(dueAt), asc(dispensaries.id)).limit(first).offset(offset),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(dispensaries).where(owing),
  ]);
  const items = rows.map((store): StoreFeeDue => {
    const owed: FeeKind = store.feeStatus === "due" ? "sign_on" : "renewal";
    const due = feeDueAtOf(store);
    return {
      dispensaryId: store.id,
      storeName: store.name,
      ownerUserId: store.userId,
      feeStatus: store.feeStatus,
      owed,
      amountCents: FEE_AMOUNTS[owed],
      dueAt: due,
      daysPastDue: daysPastDue(due, now),
    };
  });
  return ok({ items, total: counted?.total ?? 0 });
}
