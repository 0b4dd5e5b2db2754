import { randomUUID } from "node:crypto";
import { type AuthUser, fail, ok, type Result, tooManyRequests } from "@highcotton/kit";
import { and, count, eq, gte, isNotNull, sql } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { dispensaries, generationJobs } from "../db/schema.ts";
import { startOfMonth } from "../domain/design-batches.ts";
import { regenerationBatch, regenerationsLeftOf } from "../domain/regenerations.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { ownedDesign } from "./owned-store.ts";
import { GENERATION_CHANNEL } from "./start-generation-job.ts";
import type { DesignRow } from "./store-designs.ts";

type Deps = Pick<CatalogDeps, "db" | "now">;

/**
 * The owner has a design drawn again for its slot with a new seed. The old design is never changed
 * (orders may hold it): the generation worker makes a new design and then hides the old one. Each
 * regeneration counts against the store's monthly allowance, counted and taken with the store's
 * row locked, so concurrent requests cannot take more than is left. A design is regenerated once;
 * its replacement may be regenerated in turn.
 */
export async function regenerateDesign(
  deps: Deps,
  caller: AuthUser | null,
  designId: string,
): Promise<Result<{ design: DesignRow; regenerationsLeft: number }>> {
  const owned = await ownedDesign(deps, caller, designId);
  if (!owned.ok) return owned;
  const { design, store } = owned.value;
  if (store.feeStatus === "due") return fail("PAYMENT_REQUIRED", messages.feeDue);
  if (store.feeStatus === "past_due") return fail("PAYMENT_REQUIRED", messages.feePastDue);
  if (design.replacedById) return fail("CONFLICT", messages.designAlreadyReplaced);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: dispensaries.id }).from(dispensaries).where(eq(dispensaries.id, store.id)).for("update");
    const left = regenerationsLeftOf(await regenerationsUsed(tx, store.id, now));
    if (left === 0) return tooManyRequests(messages.regenerationsUsedUp, secondsUntilNextMonth(now));
    const id = randomUUID();
    const [job] = await tx
      .insert(generationJobs)
      .values({
        id,
        dispensaryId: store.id,
        batch: regenerationBatch(id),
        designCount: 1,
        replacesDesignId: design.id,
        requestedAt: now,
        nextAttemptAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: generationJobs.id });
    if (!job) return fail("CONFLICT", messages.designAlreadyReplaced);
    await tx.execute(sql`select pg_notify(${GENERATION_CHANNEL}, '')`);
    return ok({ design, regenerationsLeft: left - 1 });
  });
}

/** Regenerations the store asked for this calendar month (UTC). */
export async function regenerationsUsed(db: Pick<CatalogDeps["db"], "select">, dispensaryId: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(generationJobs)
    .where(
      and(
        eq(generationJobs.dispensaryId, dispensaryId),
        isNotNull(generationJobs.replacesDesignId),
        gte(generationJobs.requestedAt, startOfMonth(now)),
      ),
    );
  return row?.n ?? 0;
}

/** Whether a regeneration of the design is still being drawn. */
export async function regenerationPending(deps: Pick<CatalogDeps, "db">, designId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(and(eq(generationJobs.replacesDesignId, designId), eq(generationJobs.status, "pending")));
  return row !== undefined;
}

function secondsUntilNextMonth(now: Date): number {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return (next.getTime() - now.getTime()) / 1000;
}
