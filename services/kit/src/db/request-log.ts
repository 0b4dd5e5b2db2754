import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { assessRollingWindow, type RollingWindowLimit, rollingWindowStart } from "../rate-limit.ts";
import type { Tx } from "./database.ts";

/** A service's table of counted requests: one row per request and key (`key text`, `at timestamptz`). */
export type RequestLog = PgTable & { key: PgColumn; at: PgColumn };

/** One limit a request counts against: "session:…", "address:…", "email:…". */
export interface RequestCounter {
  key: string;
  limit: RollingWindowLimit;
}

/**
 * Counts one request against every counter, inside the caller's transaction, or counts nothing and
 * answers how many seconds to wait (0 when counted). Each key's advisory lock is held to the commit,
 * so requests sent together take turns and cannot pass a limit; locks are taken in key order, so two
 * requests sharing keys cannot wait on each other in a circle. `lockScope` names the limit
 * ("commerce-wallet-order"), keeping one service's keys apart from another's in the shared lock space.
 */
export async function countRequest(
  tx: Tx,
  log: RequestLog,
  lockScope: string,
  counters: readonly RequestCounter[],
  now: Date,
): Promise<number> {
  const ordered = [...counters].sort((a, b) => a.key.localeCompare(b.key));
  let retryAfterSeconds = 0;
  for (const { key, limit } of ordered) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${lockScope}:${key}`}))`);
    const rows = await tx
      .select({ at: log.at })
      .from(log)
      .where(and(eq(log.key, key), gt(log.at, rollingWindowStart(now, limit))))
      .orderBy(desc(log.at))
      .limit(limit.max);
    const decision = assessRollingWindow(
      rows.map((row) => row.at as Date),
      now,
      limit,
    );
    if (!decision.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) return retryAfterSeconds;
  for (const { key, limit } of ordered) {
    // Rows that left the window count for nothing: drop them as the key is counted again.
    await tx.delete(log).where(and(eq(log.key, key), lte(log.at, rollingWindowStart(now, limit))));
    await tx.execute(
      sql`insert into ${log} (${sql.identifier(log.key.name)}, ${sql.identifier(log.at.name)}) values (${key}, ${now})`,
    );
  }
  return 0;
}
