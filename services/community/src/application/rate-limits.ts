import type { Result, Tx } from "@highcotton/kit";
import { ok, tooManyRequests } from "@highcotton/kit/errors";
import { assessRollingWindow, type RollingWindowLimit, rollingWindowStart } from "@highcotton/kit/rate-limit";
import { and, desc, eq, gt, lte } from "drizzle-orm";
import { activity } from "../db/schema.ts";
import { COMMENT_LIMIT, POST_LIMIT, PROFILE_SAVE_LIMIT } from "../domain/constants.ts";
import { messages } from "../domain/messages.ts";
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
  const { limit, message } = LIMITS[action];
  const now = deps.now();
  const rows = await deps.db
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
 * Counts one post, comment or profile save, in the transaction that writes it, so a refused or rolled-back
 * change counts for nothing. The actor's entries that left the window are pruned on the way.
 */
export async function recordActivity(tx: Tx, actor: string, action: LimitedAction, now: Date): Promise<void> {
  const { limit } = LIMITS[action];
  await tx
    .delete(activity)
    .where(and(eq(activity.actor, actor), eq(activity.action, action), lte(activity.at, rollingWindowStart(now, limit))));
  await tx.insert(activity).values({ actor, action, at: now });
}
