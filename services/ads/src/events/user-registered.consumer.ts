import type { EventConsumer } from "@highcotton/kit";
import { UserRegisteredSchema } from "@highcotton/proto";
import type { AdsDeps } from "../application/ads-deps.ts";
import { accountReplicas } from "../db/schema.ts";

/** Keeps each account's id, username and email: the demo advertiser is seeded as its account. */
export function onUserRegistered(consumer: EventConsumer, _deps: AdsDeps): void {
  consumer.on(UserRegisteredSchema, async (event, tx) => {
    const { userId, username, email } = event.data;
    await tx
      .insert(accountReplicas)
      .values({ userId, username, email })
      .onConflictDoUpdate({ target: accountReplicas.userId, set: { username, email } });
  });
}
