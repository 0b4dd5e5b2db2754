import { ok, type Result, type Tx, tooManyRequests } from "@highcotton/kit";
import { assessRollingWindow, type RollingWindowLimit, rollingWindowStart } from "@highcotton/kit/rate-limit";
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import { messages, WALLET_ORDERS_PER_ADDRESS, WALLET_ORDERS_PER_SESSION } from "../contract/index.ts";
import { walletOrderRequests } from "../db/schema.ts";
import type { CommerceDeps } from "./commerce-deps.ts";

/** Who starts a wallet order: the browser session when it named one, and the client's address. */
export interface WalletOrderRequester {
  sessionId: string | null;
  clientAddress: string | null;
}

/**
 * Counts one wallet order for the requester, or refuses with when to retry: at most
 * WALLET_ORDERS_PER_SESSION per session and WALLET_ORDERS_PER_ADDRESS per client address in their
 * windows. Counted before the provider is asked, under each key's lock held to the commit, so
 * requests sent together take turns and cannot pass the limit; a refused request counts for
 * nothing.
 */
export async function countWalletOrder(
  deps: Pick<CommerceDeps, "db" | "now">,
  requester: WalletOrderRequester,
): Promise<Result<void>> {
  const limits: Array<{ key: string; limit: RollingWindowLimit }> = [];
  if (requester.sessionId) limits.push({ key: `session:${requester.sessionId}`, limit: WALLET_ORDERS_PER_SESSION });
  if (requester.clientAddress) limits.push({ key: `address:${requester.clientAddress}`, limit: WALLET_ORDERS_PER_ADDRESS });
  if (limits.length === 0) return ok(undefined);
  // Locks are taken in one order, so two requests sharing both keys cannot deadlock.
  limits.sort((a, b) => a.key.localeCompare(b.key));
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    let retryAfterSeconds = 0;
    for (const { key, limit } of limits) {
      const decision = await judge(tx, key, limit, now);
      if (!decision.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
    }
    if (retryAfterSeconds > 0) return tooManyRequests(messages.tooManyWalletOrders, retryAfterSeconds);
    for (const { key, limit } of limits) {
      await tx
        .delete(walletOrderRequests)
        .where(and(eq(walletOrderRequests.key, key), lte(walletOrderRequests.at, rollingWindowStart(now, limit))));
      await tx.insert(walletOrderRequests).values({ key, at: now });
    }
    return ok(undefined);
  });
}

/** Counts the key's wallet orders in its window, holding the key's lock to commit. */
async function judge(tx: Tx, key: string, limit: RollingWindowLimit, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`commerce-wallet-order:${key}`}))`);
  const rows = await tx
    .select({ at: walletOrderRequests.at })
    .from(walletOrderRequests)
    .where(and(eq(walletOrderRequests.key, key), gt(walletOrderRequests.at, rollingWindowStart(now, limit))))
    .orderBy(desc(walletOrderRequests.at))
    .limit(limit.max);
  return assessRollingWindow(
    rows.map((row) => row.at),
    now,
    limit,
  );
}
