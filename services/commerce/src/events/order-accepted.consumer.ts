import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { EventConsumer } from "@highcotton/kit";
import { OrderAcceptedSchema } from "@highcotton/proto";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { markOrderAccepted } from "../application/order-progress.ts";

/** A print merchant took the order: its receipt shows it assigned. */
export function onOrderAccepted(consumer: EventConsumer, deps: CommerceDeps): void {
  consumer.on(OrderAcceptedSchema, ({ data }, tx) =>
    markOrderAccepted(tx, data.orderId, data.merchantId, data.acceptedAt ? timestampDate(data.acceptedAt) : deps.now()),
  );
}
