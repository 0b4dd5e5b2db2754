import { addressKey, ok, type Result, type Tx, tooManyRequests } from "@highcotton/kit";
import { assessRollingWindow, type RollingWindowLimit, rollingWindowStart } from "@highcotton/kit/rate-limit";
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import { CUSTOM_DESIGN_PREVIEWS_PER_ADDRESS, CUSTOM_DESIGN_PREVIEWS_PER_SESSION, messages } from "../contract/index.ts";
import { customDesignPreviews } from "../db/schema.ts";
import type { CatalogDeps } from "./catalog-deps.ts";

/** Who asks for a preview: the browser session, and the client address it speaks from (when known). */
export interface PreviewRequester {
  sessionId: string;
  clientAddress: string | null;
}

/**
 * Counts one preview for the requester, or refuses with when to retry: at most
 * CUSTOM_DESIGN_PREVIEWS_PER_SESSION per session and CUSTOM_DESIGN_PREVIEWS_PER_ADDRESS per client
 * address (a fresh session id from the same address buys nothing). Counted before anything is
 * rendered, under each key's lock held to the commit, so previews asked for together take turns and
 * cannot pass the limit; a refused preview counts for nothing.
 */
export async function countCustomDesignPreview(
  deps: Pick<CatalogDeps, "db" | "now">,
  requester: PreviewRequester,
): Promise<Result<void>> {
  const limits: Array<{ key: string; limit: RollingWindowLimit }> = [
    { key: `session:${requester.sessionId}`, limit: CUSTOM_DESIGN_PREVIEWS_PER_SESSION },
  ];
  const address = addressKey(requester.clientAddress);
  if (address) limits.push({ key: `address:${address}`, limit: CUSTOM_DESIGN_PREVIEWS_PER_ADDRESS });
  // Locks are taken in one order, so two requests sharing both keys cannot deadlock.
  limits.sort((a, b) => a.key.localeCompare(b.key));
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    let retryAfterSeconds = 0;
    for (const { key, limit } of limits) {
      const decision = await judge(tx, key, limit, now);
      if (!decision.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
    }
    if (retryAfterSeconds > 0) return tooManyRequests(messages.tooManyPreviews, retryAfterSeconds);
    for (const { key, limit } of limits) {
      await tx
        .delete(customDesignPreviews)
        .where(and(eq(customDesignPreviews.key, key), lte(customDesignPreviews.at, rollingWindowStart(now, limit))));
      await tx.insert(customDesignPreviews).values({ key, at: now });
    }
    return ok(undefined);
  });
}

/** The key's previews in its window, holding the key's lock to the commit. */
async function judge(tx: Tx, key: string, limit: RollingWindowLimit, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalog-custom-design-preview:${key}`}))`);
  const rows = await tx
    .select({ at: customDesignPreviews.at })
    .from(customDesignPreviews)
    .where(and(eq(customDesignPreviews.key, key), gt(customDesignPreviews.at, rollingWindowStart(now, limit))))
    .orderBy(desc(customDesignPreviews.at))
    .limit(limit.max);
  return assessRollingWindow(
    rows.map((row) => row.at),
    now,
    limit,
  );
}
