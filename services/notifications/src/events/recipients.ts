import type { Queryable } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { accountReplicas, orderReplicas, storeOwners } from "../db/schema.ts";
import type { KnownOrder, Recipients } from "../mails/event-mail.ts";

/** Addresses mails from the replicas, read in the transaction that handles the event. */
export function recipientsIn(db: Queryable): Recipients {
  return {
    async order(orderId: string): Promise<KnownOrder | null> {
      const [order] = await db.select().from(orderReplicas).where(eq(orderReplicas.orderId, orderId));
      return order ?? null;
    },
    async accountEmail(userId: string): Promise<string | null> {
      const [account] = await db
        .select({ email: accountReplicas.email })
        .from(accountReplicas)
        .where(eq(accountReplicas.userId, userId));
      return account?.email ?? null;
    },
    async storeOwner(dispensaryId: string) {
      const [owner] = await db
        .select({ email: accountReplicas.email, storeName: storeOwners.name })
        .from(storeOwners)
        .innerJoin(accountReplicas, eq(accountReplicas.userId, storeOwners.ownerUserId))
        .where(eq(storeOwners.dispensaryId, dispensaryId));
      return owner ?? null;
    },
  };
}
