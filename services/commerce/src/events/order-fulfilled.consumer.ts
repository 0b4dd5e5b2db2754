import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { EventConsumer } from "@highcotton/kit";
import { OrderFulfilledSchema } from "@highcotton/proto";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { markOrderFulfilled } from "../application/order-progress.ts";

/**
 * The merchant shipped the order: its receipt shows it fulfilled, with the carrier, tracking
 * number and tracking page when the merchant gave them (empty strings on the wire when not).
 */
export function onOrderFulfilled(consumer: EventConsumer, deps: CommerceDeps): void {
  consumer.on(OrderFulfilledSchema, ({ data }, tx) =>
    markOrderFulfilled(
      tx,
      data.orderId,
      data.merchantId,
      data.fulfilledAt ? timestampDate(data.fulfilledAt) : deps.now(),
      data.carrier && data.trackingNumber
        ? { carrier: data.carrier, trackingNumber: data.trackingNumber, trackingUrl: data.trackingUrl || null }
        : null,
    ),
  );
}
