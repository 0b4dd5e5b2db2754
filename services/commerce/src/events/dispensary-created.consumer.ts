import type { EventConsumer } from "@highcotton/kit";
import { DispensaryCreatedSchema } from "@highcotton/proto";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { recordStore } from "../application/replicas.ts";

/** Commerce keeps each store's owner, so only the owner sees the store's money. */
export function onDispensaryCreated(consumer: EventConsumer, _deps: CommerceDeps): void {
  consumer.on(DispensaryCreatedSchema, (event, tx) =>
    recordStore(tx, { id: event.data.dispensaryId, ownerUserId: event.data.ownerUserId, name: event.data.name }),
  );
}
