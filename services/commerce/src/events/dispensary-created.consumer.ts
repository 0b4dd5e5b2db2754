import type { EventConsumer } from "@highcotton/kit";
import { DispensaryCreatedSchema } from "@highcotton/proto";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { recordStore } from "../application/replicas.ts";
import { BEFORE_ANY_FEE_EVENT, recordStoreSales } from "../application/store-sales.ts";

/**
 * Commerce keeps each store's owner, so only the owner sees the store's money. A new store does
 * not sell until its fee is paid (DispensaryFeePaid, which may come in the same transaction).
 */
export function onDispensaryCreated(consumer: EventConsumer, _deps: CommerceDeps): void {
  consumer.on(DispensaryCreatedSchema, async (event, tx) => {
    await recordStore(tx, { id: event.data.dispensaryId, ownerUserId: event.data.ownerUserId, name: event.data.name });
    // Closed until a fee event says otherwise, whichever comes first: DispensaryFeePaid may be in the
    // same transaction, and no fee event is older than the store, so creation never overrides one.
    await recordStoreSales(tx, { dispensaryId: event.data.dispensaryId, open: false, asOf: BEFORE_ANY_FEE_EVENT });
  });
}
