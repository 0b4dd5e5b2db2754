import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { EventConsumer } from "@highcotton/kit";
import { DispensaryCreatedSchema } from "@highcotton/proto";
import type { CommunityDeps } from "../application/community-deps.ts";
import { recordStoreFee } from "../application/open-stores.ts";
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
    const createdAt = event.data.createdAt ? timestampDate(event.data.createdAt) : new Date(0);
    await recordStoreFee(tx, { dispensaryId, open: false, asOf: createdAt });
  });
}
