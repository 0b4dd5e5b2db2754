import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { publishEvent } from "@highcotton/kit";
import { DispensaryFeeRenewalFailedSchema } from "@highcotton/proto";
import { and, asc, eq, lte } from "drizzle-orm";
import { FEE_AMOUNTS, messages } from "../contract/index.ts";
import { dispensaries } from "../db/schema.ts";
import { feePeriod, isRenewalDue } from "../domain/fees.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { chargeFeeAttempt, openFeeAttempt } from "./charge-dispensary-fee.ts";
import type { FeeAttemptRow } from "./record-fee-outcome.ts";

/** Stores renewed per run: a run takes this many, the longest due first. */
const RENEWALS_PER_RUN = 100;

/**
 * From year 2, charges each store whose paid year has ended its $40 renewal with the card it last
 * paid with. Paid: the next year begins on the anniversary. Refused: the store is past due
 * (hidden, no new sales) until its owner pays, and DispensaryFeeRenewalFailed says why. Each
 * renewal is an attempt written while the store's row is held (a parallel run skips it), keyed by
 * its period, so a year is charged once; the card is charged after that commits. A provider
 * outage is thrown on: its attempt stays pending for the reconciliation to replay.
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
    const begun = await deps.db.transaction(async (tx): Promise<FeeAttemptRow | "failed" | null> => {
      const [store] = await tx.select().from(dispensaries).where(eq(dispensaries.id, id)).for("update", { skipLocked: true });
      if (!store || !isRenewalDue(store, now)) return null;
      const amountCents = FEE_AMOUNTS.renewal;
      if (!store.feePaymentMethodId) {
        await tx.update(dispensaries).set({ feeStatus: "past_due" }).where(eq(dispensaries.id, store.id));
        await publishEvent(tx, {
          schema: DispensaryFeeRenewalFailedSchema,
          aggregateId: store.id,
          data: {
            dispensaryId: store.id,
            ownerId: store.userId,
            amountCents,
            reason: messages.paymentMethodRequired,
            failedAt: timestampFromDate(deps.now()),
          },
        });
        return "failed";
      }
      const { period, renewsAt } = feePeriod("renewal", store, deps.now(), true);
      const attempt = await openFeeAttempt(deps, tx, {
        ownerUserId: store.userId,
        dispensaryId: store.id,
        customerName: store.name,
        kind: "renewal",
        period,
        amountCents,
        renewsAt,
        paymentMethodId: store.feePaymentMethodId,
        customerId: store.feeCustomerId,
        scheduled: true,
      });
      // An attempt already pending for this year is the reconciliation's to finish.
      return "opened" in attempt ? attempt.opened : null;
    });
    if (begun === "failed") tally.failed++;
    else if (begun) tally[(await chargeFeeAttempt(deps, begun)).ok ? "renewed" : "failed"]++;
  }
  if (tally.renewed + tally.failed > 0) deps.logger.info(tally, "store renewals charged");
  return tally;
}
