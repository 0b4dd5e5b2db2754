import { limitCardAttempts } from "@highcotton/billing";
import { type AuthUser, fail, ok, parseInput, type Result } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { messages, paymentMethodIdSchema } from "../contract/index.ts";
import { dispensaries } from "../db/schema.ts";
import { feeOwed, feePeriod } from "../domain/fees.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { openFeeAttempt, payThroughFeeAttempt } from "./charge-dispensary-fee.ts";
import type { DispensaryRow } from "./dispensary-view.ts";

const payFeeSchema = z.object({ paymentMethodId: paymentMethodIdSchema });

/**
 * The owner pays what the store owes with a card: its $100 sign-on fee while due, its $40
 * renewal while past due. The store's row is locked only while the attempt is written; the card
 * is charged after. Two payments at once, with any cards, charge once: the second finds the
 * first's attempt (CONFLICT while it is being charged, the fee paid after). A refused card
 * changes nothing but its attempt.
 */
export async function payDispensaryFee(
  deps: Pick<CatalogDeps, "db" | "charges" | "now" | "logger">,
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
    payThroughFeeAttempt(deps, () =>
      deps.db.transaction(async (tx) => {
        const [store] = await tx.select().from(dispensaries).where(eq(dispensaries.userId, user.id)).for("update");
        if (!store) return fail("NOT_FOUND", messages.dispensaryNotFound);
        const owed = feeOwed(store.feeStatus);
        if (!owed) return fail("CONFLICT", messages.feeAlreadyPaid);
        const { period, renewsAt } = feePeriod(owed.kind, store, deps.now(), false);
        return ok(
          await openFeeAttempt(deps, tx, {
            ...owed,
            ownerUserId: user.id,
            dispensaryId: store.id,
            customerName: store.name,
            period,
            renewsAt,
            paymentMethodId,
            customerId: null,
            scheduled: false,
            traceId,
          }),
        );
      }),
    ),
  );
}
