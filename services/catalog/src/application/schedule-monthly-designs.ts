import { publishEvent } from "@highcotton/kit";
import { DesignsRequestedSchema } from "@highcotton/proto";
import { and, eq, lt } from "drizzle-orm";
import { MONTHLY_DESIGNS } from "../contract/index.ts";
import { dispensaries, generationJobs } from "../db/schema.ts";
import { INITIAL_BATCH, monthlyBatch, startOfMonth } from "../domain/design-batches.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { startGenerationJob } from "./start-generation-job.ts";

/**
 * Gives every store whose initial designs were ready before this month began its 2 designs for
 * the month. Idempotent per store and month: the month's job exists at most once.
 */
export async function scheduleMonthlyDesigns(deps: Pick<CatalogDeps, "db" | "now">): Promise<number> {
  const now = deps.now();
  const batch = monthlyBatch(now);
  const eligible = await deps.db
    .select({ dispensaryId: generationJobs.dispensaryId })
    .from(generationJobs)
    .innerJoin(dispensaries, eq(dispensaries.id, generationJobs.dispensaryId))
    .where(
      and(
        // A past-due store gets no new designs until it pays.
        eq(dispensaries.feeStatus, "paid"),
        eq(generationJobs.batch, INITIAL_BATCH),
        eq(generationJobs.status, "completed"),
        lt(generationJobs.completedAt, startOfMonth(now)),
      ),
    );
  let scheduled = 0;
  for (const { dispensaryId } of eligible) {
    const created = await deps.db.transaction(async (tx) => {
      const [exists] = await tx
        .select({ id: generationJobs.id })
        .from(generationJobs)
        .where(and(eq(generationJobs.dispensaryId, dispensaryId), eq(generationJobs.batch, batch)));
      if (exists) return false;
      await startGenerationJob(tx, { dispensaryId, batch, count: MONTHLY_DESIGNS }, now);
      await publishEvent(tx, {
        schema: DesignsRequestedSchema,
        aggregateId: dispensaryId,
        data: { dispensaryId, batch, count: MONTHLY_DESIGNS },
      });
      return true;
    });
    if (created) scheduled++;
  }
  return scheduled;
}
