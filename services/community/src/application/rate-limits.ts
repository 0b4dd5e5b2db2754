import type { Queryable, Result, Tx } from "@highcotton/kit";
import { ok, tooManyRequests } from "@highcotton/kit/errors";
import { assessRollingWindow, type RollingWindowLimit, rollingWindowStart } from "@highcotton/kit/rate-limit";
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import { type LimitedWrite, messages, WRITE_LIMITS } from "../contract/index.ts";
import { activity } from "../db/schema.ts";
import type { CommunityDeps } from "./community-deps.ts";

/** What the rate limits count: posts (society and feed), comments, reactions, profile saves and reports. */
export type LimitedAction = LimitedWrite;

/**
 * Who writes: the actor (a session id, or `user:<id>` for an account) and, for the society's
 * anonymous writes, the key of the client address it speaks from (`addressKey`). Writes with no
 * address (the feed's, by accounts; a call that did not come through the edge) count per actor only.
 */
export interface Writer {
  actor: string;
  address?: string | null | undefined;
}

const MESSAGES: Record<LimitedAction, string> = {
  post: messages.postingTooFast,
  comment: messages.commentingTooFast,
  reaction: messages.reactingTooFast,
  profile: messages.savingProfileTooFast,
  report: messages.reportingTooFast,
};

/** The activity rows a writer's write counts in, each with its limit: the actor's, then the address's. */
function counters(writer: Writer, action: LimitedAction): Array<{ key: string; limit: RollingWindowLimit }> {
  const limits = WRITE_LIMITS[action];
  const rows: Array<{ key: string; limit: RollingWindowLimit }> = [{ key: writer.actor, limit: limits.perActor }];
  if (writer.address) rows.push({ key: `address:${writer.address}`, limit: limits.perAddress });
  return rows;
}

/**
 * Whether the writer may write now: TOO_MANY_REQUESTS with the wait in seconds once its actor, or
 * its address, did too much in the rolling window.
 */
export async function checkRateLimit(
  deps: Pick<CommunityDeps, "db" | "now">,
  writer: Writer,
  action: LimitedAction,
): Promise<Result<void>> {
  return judge(deps.db, writer, action, deps.now());
}

/**
 * The same judgement inside the transaction that writes the change, before it writes anything:
 * transaction-scoped advisory locks on the actor and on the address (always in that order, so two
 * writers never wait on each other in a circle) make concurrent writes by one session or from one
 * address take turns from here to their commit, so each counts the ones committed before it and
 * requests sent together cannot pass the limit. `checkRateLimit` before the transaction stays the
 * cheap early refusal, before any upload is re-encoded.
 */
export async function holdRateLimit(tx: Tx, writer: Writer, action: LimitedAction, now: Date): Promise<Result<void>> {
  for (const { key } of counters(writer, action)) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`community-rate-limit:${action}:${key}`}))`);
  }
  return judge(tx, writer, action, now);
}

async function judge(db: Queryable, writer: Writer, action: LimitedAction, now: Date): Promise<Result<void>> {
  let wait = 0;
  for (const { key, limit } of counters(writer, action)) {
    const rows = await db
      .select({ at: activity.at })
      .from(activity)
      .where(and(eq(activity.actor, key), eq(activity.action, action), gt(activity.at, rollingWindowStart(now, limit))))
      .orderBy(desc(activity.at))
      .limit(limit.max);
    const decision = assessRollingWindow(
      rows.map((row) => row.at),
      now,
      limit,
    );
    if (!decision.allowed) wait = Math.max(wait, decision.retryAfterSeconds);
  }
  return wait === 0 ? ok(undefined) : tooManyRequests(MESSAGES[action], wait);
}

/**
 * Counts one write, for its actor and its address, in the transaction that writes it (after
 * `holdRateLimit`), so a refused or rolled-back change counts for nothing. The entries that left
 * the window are pruned on the way.
 */
export async function recordActivity(tx: Tx, writer: Writer, action: LimitedAction, now: Date): Promise<void> {
  for (const { key, limit } of counters(writer, action)) {
    await tx
      .delete(activity)
      .where(and(eq(activity.actor, key), eq(activity.action, action), lte(activity.at, rollingWindowStart(now, limit))));
    await tx.insert(activity).values({ actor: key, action, at: now });
  }
}
