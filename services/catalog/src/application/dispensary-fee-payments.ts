import { saveOfflineCard, subscriptionMessages } from "@highcotton/billing";
import { type AuthUser, fail, type Result } from "@highcotton/kit";
import { desc, eq } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { dispensaryFeePayments } from "../db/schema.ts";
import type { CatalogDeps } from "./catalog-deps.ts";

export type FeePaymentRow = typeof dispensaryFeePayments.$inferSelect;

/** A store's fee receipts, newest first. */
export function listFeePayments(deps: Pick<CatalogDeps, "db">, dispensaryId: string): Promise<FeePaymentRow[]> {
  return deps.db
    .select()
    .from(dispensaryFeePayments)
    .where(eq(dispensaryFeePayments.dispensaryId, dispensaryId))
    .orderBy(desc(dispensaryFeePayments.paidAt));
}

/**
 * The offline provider's card form for the store's fee (billing's `saveOfflineCard`). NOT_FOUND
 * while Stripe takes cards. Only a signed-in Dispensary Owner account saves cards, so nobody can
 * fill the provider's store anonymously.
 */
export async function createDispensaryOfflinePaymentMethod(
  deps: Pick<CatalogDeps, "offline" | "db" | "now">,
  user: AuthUser | null,
  card: unknown,
): Promise<Result<{ id: string; brand: string; last4: string }>> {
  if (!deps.offline) return fail("NOT_FOUND", subscriptionMessages.offlineNotInUse);
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  if (user.role !== "dispensary") return fail("FORBIDDEN", messages.dispensaryOwnersOnly);
  return saveOfflineCard(deps, user.id, card);
}
