import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { EventConsumer } from "@highcotton/kit";
import { OrderFulfilledSchema } from "@highcotton/proto";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { markOrderFulfilled } from "../application/order-progress.ts";

/** The merchant shipped the order: its receipt shows it fulfilled. */
export function onOrderFulfilled(consumer: EventConsumer, deps: CommerceDeps): void {
  consumer.on(OrderFulfilledSchema, ({ data }, tx) =>
    markOrderFulfilled(tx, data.orderId, data.merchantId, data.fulfilledAt ? timestampDate(data.fulfilledAt) : deps.now()),
  );
}
