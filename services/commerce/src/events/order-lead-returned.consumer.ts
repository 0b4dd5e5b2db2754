import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { EventConsumer } from "@highcotton/kit";
import { OrderLeadReturnedSchema } from "@highcotton/proto";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { markOrderLeadReturned } from "../application/order-progress.ts";

/** Fulfillment gave the order's lead back to the pool: its receipt waits for a print shop again. */
export function onOrderLeadReturned(consumer: EventConsumer, deps: CommerceDeps): void {
  consumer.on(OrderLeadReturnedSchema, ({ data }, tx) =>
    markOrderLeadReturned(tx, data.orderId, data.merchantId, data.returnedAt ? timestampDate(data.returnedAt) : deps.now()),
  );
}
