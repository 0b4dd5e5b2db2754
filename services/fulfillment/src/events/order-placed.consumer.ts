import type { EventConsumer } from "@highcotton/kit";
import { OrderPlacedSchema } from "@highcotton/proto";
import type { FulfillmentDeps } from "../application/fulfillment-deps.ts";
import { recordLead } from "../application/record-lead.ts";

/** A paid order becomes a lead for print merchants. */
export function onOrderPlaced(consumer: EventConsumer, deps: FulfillmentDeps): void {
  consumer.on(OrderPlacedSchema, async (event, tx) => {
    await recordLead(tx, deps, event);
  });
}
