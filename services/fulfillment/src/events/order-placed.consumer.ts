import type { EventConsumer } from "@highcotton/kit";
import { OrderPlacedSchema } from "@highcotton/proto";
import type { FulfillmentDeps } from "../application/fulfillment-deps.ts";

/** A paid order becomes a lead for print merchants. */
export function onOrderPlaced(consumer: EventConsumer, deps: FulfillmentDeps): void {
  void deps;
  consumer.on(OrderPlacedSchema, async () => {});
}
