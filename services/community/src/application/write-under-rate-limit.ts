import type { Result, Tx } from "@highcotton/kit";
import type { CommunityDeps } from "./community-deps.ts";
import { holdRateLimit, type LimitedAction, recordActivity, type Writer } from "./rate-limits.ts";

/**
 * Runs a write in one transaction under the writer's rate limits (its session's or account's, and
 * its address's) held to its commit, and counts it there once the write succeeded, so a refused
 * change counts for nothing. `counts` says whether a successful write was one (a repeated report
 * changes nothing and is not counted).
 */
export function writeUnderRateLimit<T>(
  deps: Pick<CommunityDeps, "db" | "now">,
  writer: Writer,
  action: LimitedAction,
  write: (tx: Tx, now: Date) => Promise<Result<T>>,
  counts: (written: T) => boolean = () => true,
): Promise<Result<T>> {
  return deps.db.transaction(async (tx) => {
    // The clock's milliseconds, not the database's microseconds: page cursors carry milliseconds.
    const now = deps.now();
    const held = await holdRateLimit(tx, writer, action, now);
    if (!held.ok) return held;
    const written = await write(tx, now);
    if (written.ok && counts(written.value)) await recordActivity(tx, writer, action, now);
    return written;
  });
}
