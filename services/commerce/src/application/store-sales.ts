import type { Queryable, Tx } from "@highcotton/kit";
import { and, eq, inArray, sql } from "drizzle-orm";
import { designReplicas, storeSalesStates } from "../db/schema.ts";

/** The instant a new store's closed state is recorded at: older than any fee event, so any fee event decides. */
export const BEFORE_ANY_FEE_EVENT = new Date(0);

/**
 * Records whether a store may sell as of a catalog fee event's instant (see `storeSalesStates`):
 * a newer state replaces an older one, never the reverse.
 */
export async function recordStoreSales(tx: Tx, store: { dispensaryId: string; open: boolean; asOf: Date }): Promise<void> {
  await tx
    .insert(storeSalesStates)
    .values(store)
    .onConflictDoUpdate({
      target: storeSalesStates.dispensaryId,
      set: { open: store.open, asOf: store.asOf },
      setWhere: sql`${storeSalesStates.asOf} <= ${store.asOf}`,
    });
}

/** Whether any of these stores is closed (its fee due or past due). Custom designs (no store) always sell. */
export async function anyStoreClosed(db: Queryable, dispensaryIds: ReadonlyArray<string | null>): Promise<boolean> {
  const ids = [...new Set(dispensaryIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return false;
  const [closed] = await db
    .select({ id: storeSalesStates.dispensaryId })
    .from(storeSalesStates)
    .where(and(inArray(storeSalesStates.dispensaryId, ids), eq(storeSalesStates.open, false)))
    .limit(1);
  return closed !== undefined;
}

/** Whether the design's store is closed. */
export async function designStoreClosed(db: Queryable, designId: string): Promise<boolean> {
  const [design] = await db
    .select({ dispensaryId: designReplicas.dispensaryId })
    .from(designReplicas)
    .where(eq(designReplicas.id, designId));
  return anyStoreClosed(db, [design?.dispensaryId ?? null]);
}
