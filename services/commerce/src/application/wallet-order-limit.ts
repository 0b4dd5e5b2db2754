import { addressKey, countRequest, ok, type RequestCounter, type Result, tooManyRequests } from "@highcotton/kit";
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
 * windows. Counted before the provider is asked (countRequest: requests sent together take turns
 * and cannot pass the limit; a refused request counts for nothing).
 */
export async function countWalletOrder(
  deps: Pick<CommerceDeps, "db" | "now">,
  requester: WalletOrderRequester,
): Promise<Result<void>> {
  const limits: RequestCounter[] = [];
  if (requester.sessionId) limits.push({ key: `session:${requester.sessionId}`, limit: WALLET_ORDERS_PER_SESSION });
  const address = addressKey(requester.clientAddress);
  if (address) limits.push({ key: `address:${address}`, limit: WALLET_ORDERS_PER_ADDRESS });
  if (limits.length === 0) return ok(undefined);
  return deps.db.transaction(async (tx) => {
    const wait = await countRequest(tx, walletOrderRequests, "commerce-wallet-order", limits, deps.now());
    return wait > 0 ? tooManyRequests(messages.tooManyWalletOrders, wait) : ok(undefined);
  });
}
