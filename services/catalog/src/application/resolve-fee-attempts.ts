import { and, asc, eq, lte } from "drizzle-orm";
import { dispensaryFeeAttempts } from "../db/schema.ts";
import { FEE_ATTEMPT_STALE_MS } from "../domain/fees.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { resumeFeeAttempt } from "./charge-dispensary-fee.ts";

/** Abandoned attempts finished per run, the oldest first. */
const ATTEMPTS_PER_RUN = 100;

/**
 * The reconciliation of store fees: finishes each attempt left pending by a process that stopped
 * (or lost the provider's answer) between the charge and its record. The charge is replayed with
 * the attempt's key and parameters, so the provider answers the payment it already made (or its
 * decline) instead of charging again, and the answer is recorded as the request would have: a
 * paid sign-on at creation creates the store. An attempt past the provider's replay window is
 * left to an operator (see `resumeFeeAttempt`). A failure is logged and the attempt tried again
 * on the next run.
 */
export async function resolveFeeAttempts(
  deps: Pick<CatalogDeps, "db" | "charges" | "now" | "logger">,
): Promise<{ paid: number; declined: number; unresolved: number }> {
  const now = deps.now();
  const abandoned = await deps.db
    .select()
    .from(dispensaryFeeAttempts)
    .where(
      and(
        eq(dispensaryFeeAttempts.status, "pending"),
        lte(dispensaryFeeAttempts.updatedAt, new Date(now.getTime() - FEE_ATTEMPT_STALE_MS)),
      ),
    )
    .orderBy(asc(dispensaryFeeAttempts.updatedAt))
    .limit(ATTEMPTS_PER_RUN);
  const tally = { paid: 0, declined: 0, unresolved: 0 };
  for (const attempt of abandoned) {
    try {
      const outcome = await resumeFeeAttempt(deps, attempt);
      if (!outcome) continue;
      if (outcome.ok) tally.paid++;
      else if (outcome.error.code === "CONFLICT") tally.unresolved++;
      else tally.declined++;
    } catch (error) {
      deps.logger.error({ err: error, attemptId: attempt.id }, "an abandoned store fee attempt could not be finished");
    }
  }
  if (tally.paid + tally.declined + tally.unresolved > 0) deps.logger.info(tally, "abandoned store fee attempts finished");
  return tally;
}
