import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { EventConsumer } from "@highcotton/kit";
import { UserRegisteredSchema } from "@highcotton/proto";
import type { CommunityDeps } from "../application/community-deps.ts";
import { accountReplicas } from "../db/schema.ts";

/**
 * Keeps each account's id, username and registration time: the demo feed is seeded as the demo
 * accounts, and the report rule weighs an account's age.
 */
export function onUserRegistered(consumer: EventConsumer, _deps: CommunityDeps): void {
  consumer.on(UserRegisteredSchema, async (event, tx) => {
    const { userId, username } = event.data;
    const registeredAt = event.data.registeredAt ? timestampDate(event.data.registeredAt) : null;
    await tx
      .insert(accountReplicas)
      .values({ userId, username, registeredAt })
      .onConflictDoUpdate({ target: accountReplicas.userId, set: { username, registeredAt } });
  });
}
