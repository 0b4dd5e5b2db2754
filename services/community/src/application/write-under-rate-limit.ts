import type { Result, Tx } from "@highcotton/kit";
import type { CommunityDeps } from "./community-deps.ts";
import { holdRateLimit, type LimitedAction, recordActivity } from "./rate-limits.ts";

/**
 * Runs a post, comment or profile save in one transaction under the actor's rate limit held to
 * its commit, and counts it there once the write succeeded, so a refused change counts for nothing.
 */
export function writeUnderRateLimit<T>(
  deps: Pick<CommunityDeps, "db" | "now">,
  actor: string,
  action: LimitedAction,
  write: (tx: Tx, now: Date) => Promise<Result<T>>,
): Promise<Result<T>> {
  return deps.db.transaction(async (tx) => {
    // The clock's milliseconds, not the database's microseconds: page cursors carry milliseconds.
    const now = deps.now();
    const held = await holdRateLimit(tx, actor, action, now);
    if (!held.ok) return held;
    const written = await write(tx, now);
    if (written.ok) await recordActivity(tx, actor, action, now);
    return written;
  });
}
