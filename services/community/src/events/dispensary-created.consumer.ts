import type { EventConsumer } from "@highcotton/kit";
import { DispensaryCreatedSchema } from "@highcotton/proto";
import type { CommunityDeps } from "../application/community-deps.ts";
import { BEFORE_ANY_FEE_EVENT, recordStoreFee } from "../application/open-stores.ts";
import { storeReplicas } from "../db/schema.ts";

/**
 * Keeps each store's id and name: a post may only name a known store, and its name is matched in
 * posts. A new store is closed until its fee is paid (DispensaryFeePaid, which may come in the same
 * transaction).
 */
export function onDispensaryCreated(consumer: EventConsumer, _deps: CommunityDeps): void {
  consumer.on(DispensaryCreatedSchema, async (event, tx) => {
    const { dispensaryId, name, city, state } = event.data;
    await tx
      .insert(storeReplicas)
      .values({ dispensaryId, name, city, state })
      .onConflictDoUpdate({ target: storeReplicas.dispensaryId, set: { name, city, state } });
    // Closed until a fee event says otherwise, whichever comes first: DispensaryFeePaid may be in the
    // same transaction, and no fee event is older than the store, so creation never overrides one.
    await recordStoreFee(tx, { dispensaryId, open: false, asOf: BEFORE_ANY_FEE_EVENT });
  });
}
