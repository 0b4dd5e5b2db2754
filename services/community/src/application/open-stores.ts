import type { Queryable, Tx } from "@highcotton/kit";
import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { storeFeeStates, storeReplicas } from "../db/schema.ts";

/** The instant a new store's closed state is recorded at: older than any fee event, so any fee event decides. */
export const BEFORE_ANY_FEE_EVENT = new Date(0);

/**
 * Records whether a store is open as of a catalog event's instant (see `storeFeeStates`): a newer
 * state replaces an older one, never the reverse.
 */
export async function recordStoreFee(tx: Tx, store: { dispensaryId: string; open: boolean; asOf: Date }): Promise<void> {
  await tx
    .insert(storeFeeStates)
    .values(store)
    .onConflictDoUpdate({
      target: storeFeeStates.dispensaryId,
      set: { open: store.open, asOf: store.asOf },
      setWhere: sql`${storeFeeStates.asOf} <= ${store.asOf}`,
    });
}

/** The known stores that are open (their fee paid), narrowed by `where`: the only ones a post may name. */
export function openStores(db: Queryable, where?: SQL) {
  return db
    .select({ dispensaryId: storeReplicas.dispensaryId, name: storeReplicas.name })
    .from(storeReplicas)
    .leftJoin(storeFeeStates, eq(storeFeeStates.dispensaryId, storeReplicas.dispensaryId))
    .where(and(or(isNull(storeFeeStates.open), eq(storeFeeStates.open, true)), where));
}
