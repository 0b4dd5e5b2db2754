import type { Queryable, Result, Tx } from "@highcotton/kit";
import { ok, tooManyRequests } from "@highcotton/kit/errors";
import { assessRollingWindow, type RollingWindowLimit, rollingWindowStart } from "@highcotton/kit/rate-limit";
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { activity } from "../db/schema.ts";
import { COMMENT_LIMIT, POST_LIMIT, PROFILE_SAVE_LIMIT } from "../domain/constants.ts";
import type { CommunityDeps } from "./community-deps.ts";

/** What the rate limits count: posts (society and feed), comments and profile saves. */
export type LimitedAction = "post" | "comment" | "profile";

const LIMITS: Record<LimitedAction, { limit: RollingWindowLimit; message: string }> = {
  post: { limit: POST_LIMIT, message: messages.postingTooFast },
  comment: { limit: COMMENT_LIMIT, message: messages.commentingTooFast },
  profile: { limit: PROFILE_SAVE_LIMIT, message: messages.savingProfileTooFast },
};

/**
 * Whether the actor (a session id, or `user:<id>` for an account) may post, comment or save its profile now:
 * TOO_MANY_REQUESTS with the wait in seconds once it did too much in the rolling window.
 */
export async function checkRateLimit(
  deps: Pick<CommunityDeps, "db" | "now">,
  actor: string,
  action: LimitedAction,
): Promise<Result<void>> {
  return judge(deps.db, actor, action, deps.now());
}

/**
 * The same judgement inside the transaction that writes the change, before it writes anything:
 * a transaction-scoped advisory lock on the actor and action makes an actor's concurrent posts
 * (comments, saves) take turns from here to their commit, so each counts the ones committed before
 * it and requests sent together cannot pass the limit. `checkRateLimit` before the transaction
 * stays the cheap early refusal, before any upload is re-encoded.
 */
export async function holdRateLimit(tx: Tx, actor: string, action: LimitedAction, now: Date): Promise<Result<void>> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`community-rate-limit:${action}:${actor}`}))`);
  return judge(tx, actor, action, now);
}

async function judge(db: Queryable, actor: string, action: LimitedAction, now: Date): Promise<Result<void>> {
  const { limit, message } = LIMITS[action];
  const rows = await db
    .select({ at: activity.at })
    .from(activity)
    .where(and(eq(activity.actor, actor), eq(activity.action, action), gt(activity.at, rollingWindowStart(now, limit))))
    .orderBy(desc(activity.at))
    .limit(limit.max);
  const decision = assessRollingWindow(
    rows.map((row) => row.at),
    now,
    limit,
  );
  return decision.allowed ? ok(undefined) : tooManyRequests(message, decision.retryAfterSeconds);
}

/**
 * Counts one post, comment or profile save, in the transaction that writes it (after `holdRateLimit`),
 * so a refused or rolled-back change counts for nothing. The actor's entries that left the window
 * are pruned on the way.
 */
export async function recordActivity(tx: Tx, actor: string, action: LimitedAction, now: Date): Promise<void> {
  const { limit } = LIMITS[action];
  await tx
    .delete(activity)
    .where(and(eq(activity.actor, actor), eq(activity.action, action), lte(activity.at, rollingWindowStart(now, limit))));
  await tx.insert(activity).values({ actor, action, at: now });
}
