import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { publishEvent } from "@highcotton/kit";
import { DispensaryFeeRenewalFailedSchema } from "@highcotton/proto";
import { and, asc, eq, lte } from "drizzle-orm";
import { FEE_AMOUNTS, messages } from "../contract/index.ts";
import { dispensaries } from "../db/schema.ts";
import { isRenewalDue } from "../domain/fees.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { chargeDispensaryFee } from "./charge-dispensary-fee.ts";

/** Stores renewed per transaction batch: a run takes this many, the longest due first. */
const RENEWALS_PER_RUN = 100;

/**
 * From year 2, charges each store whose paid year has ended its $40 renewal with the card it last
 * paid with. Paid: the next year begins on the anniversary. Refused: the store is past due
 * (hidden, no new sales) until its owner pays, and DispensaryFeeRenewalFailed says why. Each store
 * is charged in its own transaction holding its row (a parallel run skips it), keyed by its
 * period, so a year is charged once. A provider outage is thrown on and retried on the next run.
 */
export async function renewDispensaryFees(
  deps: Pick<CatalogDeps, "db" | "charges" | "now" | "logger">,
): Promise<{ renewed: number; failed: number }> {
  const now = deps.now();
  const due = await deps.db
    .select({ id: dispensaries.id })
    .from(dispensaries)
    .where(and(eq(dispensaries.feeStatus, "paid"), lte(dispensaries.renewsAt, now)))
    .orderBy(asc(dispensaries.renewsAt))
    .limit(RENEWALS_PER_RUN);
  const tally = { renewed: 0, failed: 0 };
  for (const { id } of due) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [store] = await tx.select().from(dispensaries).where(eq(dispensaries.id, id)).for("update", { skipLocked: true });
      if (!store || !isRenewalDue(store, now)) return null;
      const amountCents = FEE_AMOUNTS.renewal;
      const paid = store.feePaymentMethodId
        ? await chargeDispensaryFee(deps, tx, store, {
            kind: "renewal",
            amountCents,
            paymentMethodId: store.feePaymentMethodId,
            scheduled: true,
          })
        : null;
      if (paid?.ok) return "renewed" as const;
      const failedAt = deps.now();
      await tx.update(dispensaries).set({ feeStatus: "past_due" }).where(eq(dispensaries.id, store.id));
      await publishEvent(tx, {
        schema: DispensaryFeeRenewalFailedSchema,
        aggregateId: store.id,
        data: {
          dispensaryId: store.id,
          ownerId: store.userId,
          amountCents,
          reason: paid ? paid.error.message : messages.paymentMethodRequired,
          failedAt: timestampFromDate(failedAt),
        },
      });
      return "failed" as const;
    });
    if (outcome) tally[outcome]++;
  }
  if (tally.renewed + tally.failed > 0) deps.logger.info(tally, "store renewals charged");
  return tally;
}
