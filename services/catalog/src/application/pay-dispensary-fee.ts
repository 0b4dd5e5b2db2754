import { limitCardAttempts } from "@highcotton/billing";
import { type AuthUser, fail, parseInput, type Result } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { messages, paymentMethodIdSchema } from "../contract/index.ts";
import { dispensaries } from "../db/schema.ts";
import { feeOwed } from "../domain/fees.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { chargeDispensaryFee } from "./charge-dispensary-fee.ts";
import type { DispensaryRow } from "./dispensary-view.ts";

const payFeeSchema = z.object({ paymentMethodId: paymentMethodIdSchema });

/**
 * The owner pays what the store owes with a card: its $100 sign-on fee while due, its $40
 * renewal while past due. The store's row is locked for the charge, so two payments at once
 * charge once: the second finds the fee paid (CONFLICT). A refused card changes nothing.
 */
export async function payDispensaryFee(
  deps: Pick<CatalogDeps, "db" | "charges" | "now">,
  user: AuthUser | null,
  input: unknown,
  traceId?: string,
): Promise<Result<DispensaryRow>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const parsed = parseInput(payFeeSchema, input);
  if (!parsed.ok) return parsed;
  const { paymentMethodId } = parsed.value;
  const [mine] = await deps.db
    .select({ feeStatus: dispensaries.feeStatus })
    .from(dispensaries)
    .where(eq(dispensaries.userId, user.id));
  if (!mine) return fail("NOT_FOUND", messages.dispensaryNotFound);
  if (!feeOwed(mine.feeStatus)) return fail("CONFLICT", messages.feeAlreadyPaid);
  return limitCardAttempts(deps, user.id, () =>
    deps.db.transaction(async (tx): Promise<Result<DispensaryRow>> => {
      const [store] = await tx.select().from(dispensaries).where(eq(dispensaries.userId, user.id)).for("update");
      if (!store) return fail("NOT_FOUND", messages.dispensaryNotFound);
      const owed = feeOwed(store.feeStatus);
      if (!owed) return fail("CONFLICT", messages.feeAlreadyPaid);
      return chargeDispensaryFee(deps, tx, store, { ...owed, paymentMethodId, scheduled: false, traceId });
    }),
  );
}
