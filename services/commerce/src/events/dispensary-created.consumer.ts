import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { EventConsumer } from "@highcotton/kit";
import { DispensaryCreatedSchema } from "@highcotton/proto";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { recordStore } from "../application/replicas.ts";
import { recordStoreSales } from "../application/store-sales.ts";

/**
 * Commerce keeps each store's owner, so only the owner sees the store's money. A new store does
 * not sell until its fee is paid (DispensaryFeePaid, which may come in the same transaction).
 */
export function onDispensaryCreated(consumer: EventConsumer, _deps: CommerceDeps): void {
  consumer.on(DispensaryCreatedSchema, async (event, tx) => {
    await recordStore(tx, { id: event.data.dispensaryId, ownerUserId: event.data.ownerUserId, name: event.data.name });
    const createdAt = event.data.createdAt ? timestampDate(event.data.createdAt) : new Date(0);
    await recordStoreSales(tx, { dispensaryId: event.data.dispensaryId, open: false, asOf: createdAt });
  });
}
