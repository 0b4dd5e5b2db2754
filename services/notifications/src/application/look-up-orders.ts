import { ok, parseInput, type Result, type Tx, tooManyRequests } from "@highcotton/kit";
import { assessRollingWindow, type RollingWindowLimit, rollingWindowStart } from "@highcotton/kit/rate-limit";
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import { LOOKUPS_PER_ADDRESS, LOOKUPS_PER_EMAIL, messages, orderLookupSchema } from "../contract/index.ts";
import { lookupRequests, orderLookups } from "../db/schema.ts";
import type { NotificationsDeps } from "./notifications-deps.ts";

/** NOTIFY channel that wakes the lookup worker when a lookup is recorded. */
export const ORDER_LOOKUP_CHANNEL = "notifications_order_lookups";

/**
 * "Find my order": records the lookup and answers the same message whether or not the email has
 * orders. The request never reads the orders: it runs the same checks and writes the same rows
 * either way, and the lookup worker (answerOrderLookups) mails the email its receipt links later,
 * when it has orders, so neither the answer nor its timing tells anyone whether an email has
 * ordered. Limited per email and per client address (a refused lookup counts for nothing).
 */
export async function lookUpOrders(
  deps: Pick<NotificationsDeps, "db" | "now">,
  input: unknown,
  clientAddress: string | null,
): Promise<Result<{ message: string }>> {
  const parsed = parseInput(orderLookupSchema, input);
  if (!parsed.ok) return parsed;
  const { email } = parsed.value;
  const limits: Array<{ key: string; limit: RollingWindowLimit }> = [{ key: `email:${email}`, limit: LOOKUPS_PER_EMAIL }];
  if (clientAddress) limits.push({ key: `address:${clientAddress}`, limit: LOOKUPS_PER_ADDRESS });
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    let retryAfterSeconds = 0;
    for (const { key, limit } of limits.sort((a, b) => a.key.localeCompare(b.key))) {
      const decision = await judge(tx, key, limit, now);
      if (!decision.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
    }
    if (retryAfterSeconds > 0) return tooManyRequests(messages.tooManyLookups, retryAfterSeconds);
    for (const { key, limit } of limits) {
      await tx
        .delete(lookupRequests)
        .where(and(eq(lookupRequests.key, key), lte(lookupRequests.at, rollingWindowStart(now, limit))));
      await tx.insert(lookupRequests).values({ key, at: now });
    }
    await tx.insert(orderLookups).values({ mailboxKey: email, requestedAt: now });
    await tx.execute(sql`select pg_notify(${ORDER_LOOKUP_CHANNEL}, '')`);
    return ok({ message: messages.lookupAccepted });
  });
}

/** Counts the key's lookups in its window, holding the key's lock to commit so concurrent lookups take turns. */
async function judge(tx: Tx, key: string, limit: RollingWindowLimit, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notifications-lookup:${key}`}))`);
  const rows = await tx
    .select({ at: lookupRequests.at })
    .from(lookupRequests)
    .where(and(eq(lookupRequests.key, key), gt(lookupRequests.at, rollingWindowStart(now, limit))))
    .orderBy(desc(lookupRequests.at))
    .limit(limit.max);
  return assessRollingWindow(
    rows.map((row) => row.at),
    now,
    limit,
  );
}
