import type { EventConsumer } from "@highcotton/kit";
import { UserRegisteredSchema } from "@highcotton/proto";
import type { CommunityDeps } from "../application/community-deps.ts";
import { accountReplicas } from "../db/schema.ts";

/** Keeps each account's id and username: the demo feed is seeded as the demo accounts. */
export function onUserRegistered(consumer: EventConsumer, _deps: CommunityDeps): void {
  consumer.on(UserRegisteredSchema, async (event, tx) => {
    const { userId, username } = event.data;
    await tx
      .insert(accountReplicas)
      .values({ userId, username })
      .onConflictDoUpdate({ target: accountReplicas.userId, set: { username } });
  });
}
