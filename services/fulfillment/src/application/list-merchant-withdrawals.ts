import { type AuthUser, type Cents, cents, ok, type Result } from "@highcotton/kit";
import { desc, eq } from "drizzle-orm";
import { merchantWithdrawals } from "../db/schema.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";
import { merchantOf } from "./merchant-of.ts";

export type MerchantWithdrawalRow = typeof merchantWithdrawals.$inferSelect;

/** A withdrawal as its merchant sees it. */
export interface MerchantWithdrawalView {
  id: string;
  amount: Cents;
  status: MerchantWithdrawalRow["status"];
  requestedAt: Date;
  processedAt: Date | null;
}

export const merchantWithdrawalViewOf = (row: MerchantWithdrawalRow): MerchantWithdrawalView => ({
  id: row.id,
  amount: cents(row.amountCents),
  status: row.status,
  requestedAt: row.requestedAt,
  processedAt: row.processedAt,
});

/** The caller's withdrawals, newest first: a merchant only ever sees its own. */
export async function listMerchantWithdrawals(
  deps: Pick<FulfillmentDeps, "db">,
  user: AuthUser | null,
): Promise<Result<MerchantWithdrawalView[]>> {
  const merchant = await merchantOf(deps, user);
  if (!merchant.ok) return merchant;
  const rows = await deps.db
    .select()
    .from(merchantWithdrawals)
    .where(eq(merchantWithdrawals.merchantId, merchant.value.id))
    .orderBy(desc(merchantWithdrawals.requestedAt), desc(merchantWithdrawals.id));
  return ok(rows.map(merchantWithdrawalViewOf));
}
