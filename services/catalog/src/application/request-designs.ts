import { type AuthUser, fail, ok, publishEvent, type Result } from "@highcotton/kit";
import { DesignsRequestedSchema } from "@highcotton/proto";
import { and, eq, isNull } from "drizzle-orm";
import { INITIAL_DESIGNS, messages } from "../contract/index.ts";
import { dispensaries } from "../db/schema.ts";
import { INITIAL_BATCH } from "../domain/design-batches.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import type { DispensaryRow } from "./dispensary-view.ts";
import { findDispensary } from "./find-dispensaries.ts";
import { startGenerationJob } from "./start-generation-job.ts";

/**
 * The owner asks for the store's 20 designs, once its sign-on fee is paid (PAYMENT_REQUIRED before).
 * Only the first ask counts (the conditional update decides): in that same transaction it records
 * the generation job, which wakes the worker on commit, and publishes DesignsRequested for other
 * services. Asking again changes nothing.
 */
export async function requestDesigns(
  deps: Pick<CatalogDeps, "db" | "now">,
  caller: AuthUser | null,
  dispensaryId: string,
  traceId?: string,
): Promise<Result<{ dispensary: DispensaryRow; message: string }>> {
  if (!caller) return fail("UNAUTHENTICATED", messages.signInRequired);
  const store = await findDispensary(deps, dispensaryId);
  if (!store) return fail("NOT_FOUND", messages.dispensaryNotFound);
  if (store.userId !== caller.id) return fail("FORBIDDEN", messages.notYourStore);
  // Stores opened before owners had to be Dispensary Owner accounts get no designs for other roles.
  if (caller.role !== "dispensary") return fail("FORBIDDEN", messages.dispensaryOwnersOnly);
  // Designs are what the fee buys: none until it is paid.
  if (store.feeStatus === "due") return fail("PAYMENT_REQUIRED", messages.feeDue);
  const dispensary = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(dispensaries)
      .set({ designsRequestedAt: deps.now() })
      .where(and(eq(dispensaries.id, store.id), isNull(dispensaries.designsRequestedAt)))
      .returning();
    if (claimed) {
      await startGenerationJob(tx, { dispensaryId: store.id, batch: INITIAL_BATCH, count: INITIAL_DESIGNS }, deps.now());
      await publishEvent(tx, {
        schema: DesignsRequestedSchema,
        aggregateId: store.id,
        traceId,
        data: { dispensaryId: store.id, batch: INITIAL_BATCH, count: INITIAL_DESIGNS, requestedByUserId: caller.id },
      });
    }
    return claimed ?? store;
  });
  return ok({ dispensary, message: messages.generationStarted });
}
