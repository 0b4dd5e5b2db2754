import type { Db } from "@highcotton/kit/db";
import { type Result, tooManyRequests } from "@highcotton/kit/errors";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import {
  assessCardAttempt,
  CARD_ATTEMPT_LIMIT,
  CARD_ATTEMPT_RETENTION_MS,
  cardAttemptWindowStart,
  isCardFailure,
} from "./card-attempt-limit.ts";
import { subscriptionMessages } from "./ports.ts";
import { cardAttemptFailures } from "./tables.ts";

/**
 * Gives a card to the provider (`attempt`) under the account's card attempt limit: refused with
 * TOO_MANY_REQUESTS, before the provider is asked, once the account had too many cards refused in
 * the window. A refused card is recorded as a failure; a card that goes through forgets nothing.
 * The failures are kept in the service's own card_attempt_failures table.
 */
export async function limitCardAttempts<T>(
  deps: { db: Db; now: () => Date },
  userId: string,
  attempt: () => Promise<Result<T>>,
): Promise<Result<T>> {
  const now = deps.now();
  const decision = assessCardAttempt(await recentFailures(deps.db, userId, now), now);
  if (!decision.allowed) return tooManyRequests(subscriptionMessages.tooManyCardAttempts, decision.retryAfterSeconds);
  const outcome = await attempt();
  if (!outcome.ok && isCardFailure(outcome.error.code)) await recordFailure(deps.db, userId, deps.now());
  return outcome;
}

/** The account's failures in the window, newest first (as many as the limit looks at). */
async function recentFailures(db: Db, userId: string, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: cardAttemptFailures.failedAt })
    .from(cardAttemptFailures)
    .where(and(eq(cardAttemptFailures.userId, userId), gt(cardAttemptFailures.failedAt, cardAttemptWindowStart(now))))
    .orderBy(desc(cardAttemptFailures.failedAt))
    .limit(CARD_ATTEMPT_LIMIT.max);
  return rows.map((row) => row.at);
}

/** Its own small transaction: the refused attempt wrote nothing else. Old failures are pruned on the way. */
async function recordFailure(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(cardAttemptFailures)
      .where(lt(cardAttemptFailures.failedAt, new Date(now.getTime() - CARD_ATTEMPT_RETENTION_MS)));
    await tx.insert(cardAttemptFailures).values({ userId, failedAt: now });
  });
}
