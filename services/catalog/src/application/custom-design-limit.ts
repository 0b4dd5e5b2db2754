import { ok, type Result, tooManyRequests } from "@highcotton/kit";
import { and, desc, eq, gt, type SQL } from "drizzle-orm";
import {
  CUSTOM_DESIGN_WINDOW_MINUTES,
  CUSTOM_DESIGNS_PER_ADDRESS_PER_WINDOW,
  CUSTOM_DESIGNS_PER_WINDOW,
  messages,
} from "../contract/index.ts";
import { designs } from "../db/schema.ts";
import type { CatalogDeps } from "./catalog-deps.ts";

/** How long to wait when only designs still being made fill the limit: about one generation. */
const IN_FLIGHT_RETRY_SECONDS = 60;

/**
 * Custom designs being made in this process, per session and per address. Each costs seconds of
 * CPU, so parallel calls must count before their rows exist.
 */
const inFlight = new Map<string, number>();
/** Claims are checked one at a time, so parallel calls each see the ones before them in flight. */
let claims: Promise<unknown> = Promise.resolve();

export interface CustomDesignRequester {
  sessionId: string;
  clientAddress: string | null;
}

/**
 * Claims one custom design for the requester, or refuses with when to retry: at most
 * CUSTOM_DESIGNS_PER_WINDOW per browser session and CUSTOM_DESIGNS_PER_ADDRESS_PER_WINDOW per
 * client address within the window (a fresh session id from the same address buys nothing).
 * The value is the claim's release: call it once the design is made or has failed.
 */
export function claimCustomDesign(
  deps: Pick<CatalogDeps, "db" | "now">,
  requester: CustomDesignRequester,
): Promise<Result<() => void>> {
  const claim = claims.then(() => claimNow(deps, requester));
  claims = claim.catch(() => undefined);
  return claim;
}

async function claimNow(deps: Pick<CatalogDeps, "db" | "now">, requester: CustomDesignRequester): Promise<Result<() => void>> {
  const now = deps.now();
  const windowMs = CUSTOM_DESIGN_WINDOW_MINUTES * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const limits: Array<{ key: string; where: SQL; limit: number }> = [
    {
      key: `session:${requester.sessionId}`,
      where: eq(designs.customSessionId, requester.sessionId),
      limit: CUSTOM_DESIGNS_PER_WINDOW,
    },
  ];
  if (requester.clientAddress) {
    limits.push({
      key: `address:${requester.clientAddress}`,
      where: eq(designs.customClientAddress, requester.clientAddress),
      limit: CUSTOM_DESIGNS_PER_ADDRESS_PER_WINDOW,
    });
  }
  let waitMs = 0;
  for (const { key, where, limit } of limits) {
    const made = await deps.db
      .select({ at: designs.createdAt })
      .from(designs)
      .where(and(eq(designs.isCustom, true), where, gt(designs.createdAt, since)))
      .orderBy(desc(designs.createdAt))
      .limit(limit);
    const pending = inFlight.get(key) ?? 0;
    if (made.length + pending < limit) continue;
    // The limit frees up when the limit-th newest design leaves the window; designs in flight count as new.
    const boundary = made[limit - 1 - pending];
    waitMs = Math.max(waitMs, boundary ? boundary.at.getTime() + windowMs - now.getTime() : IN_FLIGHT_RETRY_SECONDS * 1000);
  }
  if (waitMs > 0) return tooManyRequests(messages.tooManyCustomDesigns, waitMs / 1000);
  for (const { key } of limits) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
  let released = false;
  return ok(() => {
    if (released) return;
    released = true;
    for (const { key } of limits) {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    }
  });
}
