import { addressKey, countRequest, ok, parseInput, type RequestCounter, type Result, tooManyRequests } from "@highcotton/kit";
import { sql } from "drizzle-orm";
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
  const limits: RequestCounter[] = [{ key: `email:${email}`, limit: LOOKUPS_PER_EMAIL }];
  const address = addressKey(clientAddress);
  if (address) limits.push({ key: `address:${address}`, limit: LOOKUPS_PER_ADDRESS });
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const wait = await countRequest(tx, lookupRequests, "notifications-lookup", limits, now);
    if (wait > 0) return tooManyRequests(messages.tooManyLookups, wait);
    await tx.insert(orderLookups).values({ mailboxKey: email, requestedAt: now });
    await tx.execute(sql`select pg_notify(${ORDER_LOOKUP_CHANNEL}, '')`);
    return ok({ message: messages.lookupAccepted });
  });
}
