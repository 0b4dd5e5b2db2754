import type { Queryable } from "@highcotton/kit";
import { sql } from "drizzle-orm";
import { generationJobs } from "../db/schema.ts";

/** Wakes the generation worker once the transaction that created a job commits. */
export const GENERATION_CHANNEL = "catalog_generation";

/**
 * Records a batch to generate. One job per store and batch, so a redelivered or repeated request
 * never adds designs.
 */
export async function startGenerationJob(tx: Queryable, job: { dispensaryId: string; batch: string; count: number }, now: Date) {
  await tx
    .insert(generationJobs)
    .values({ dispensaryId: job.dispensaryId, batch: job.batch, designCount: job.count, requestedAt: now, nextAttemptAt: now })
    .onConflictDoNothing();
  await tx.execute(sql`select pg_notify(${GENERATION_CHANNEL}, '')`);
}
