import type { EventConsumer } from "@highcotton/kit";
import { UserRegisteredSchema } from "@highcotton/proto";
import type { FulfillmentDeps } from "../application/fulfillment-deps.ts";
import { accountReplicas } from "../db/schema.ts";

/** Keeps each account's email: a merchant's contact email. */
export function onUserRegistered(consumer: EventConsumer, _deps: FulfillmentDeps): void {
  consumer.on(UserRegisteredSchema, async (event, tx) => {
    const { userId, username, email } = event.data;
    await tx
      .insert(accountReplicas)
      .values({ userId, username, email })
      .onConflictDoUpdate({ target: accountReplicas.userId, set: { username, email } });
  });
}
