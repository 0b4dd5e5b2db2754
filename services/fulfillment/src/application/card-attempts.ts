import { type Result, tooManyRequests } from "@highcotton/kit";
import { and, desc, eq, gt, lt, ne } from "drizzle-orm";
import { cardAttemptFailures } from "../db/schema.ts";
import {
  assessCardAttempt,
  CARD_ATTEMPT_LIMIT,
  CARD_ATTEMPT_RETENTION_MS,
  cardAttemptWindowStart,
  isCardFailure,
} from "../domain/card-attempts.ts";
import { messages } from "../domain/messages.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

/**
 * Gives a card to the provider (`attempt`) under the account's card attempt limit: refused with
 * TOO_MANY_REQUESTS, before the provider is asked, once the account had too many cards refused.
 *
 * As sign-in does, the attempt first records itself as a failure and then counts the others, so
 * cards sent at once see each other and a burst gets no more tries than the limit. The record is
 * taken back when the attempt is refused here, succeeds, or fails for another reason than the card.
 */
export async function limitCardAttempts<T>(
  deps: Pick<FulfillmentDeps, "db" | "now">,
  userId: string,
  attempt: () => Promise<Result<T>>,
): Promise<Result<T>> {
  const now = deps.now();
  const record = await recordFailure(deps, userId, now);
  const decision = assessCardAttempt(await recentFailures(deps, userId, now, record), now);
  if (!decision.allowed) {
    await forget(deps, record);
    return tooManyRequests(messages.tooManyCardAttempts, decision.retryAfterSeconds);
  }
  let outcome: Result<T>;
  try {
    outcome = await attempt();
  } catch (error) {
    await forget(deps, record);
    throw error;
  }
  if (outcome.ok || !isCardFailure(outcome.error.code)) await forget(deps, record);
  return outcome;
}

/** The account's other failures in the window, newest first (as many as the limit looks at). */
async function recentFailures(deps: Pick<FulfillmentDeps, "db">, userId: string, now: Date, record: string): Promise<Date[]> {
  const rows = await deps.db
    .select({ at: cardAttemptFailures.failedAt })
    .from(cardAttemptFailures)
    .where(
      and(
        eq(cardAttemptFailures.userId, userId),
        gt(cardAttemptFailures.failedAt, cardAttemptWindowStart(now)),
        ne(cardAttemptFailures.id, record),
      ),
    )
    .orderBy(desc(cardAttemptFailures.failedAt))
    .limit(CARD_ATTEMPT_LIMIT.maxFailures);
  return rows.map((row) => row.at);
}

/** Its own small transaction: the attempt writes nothing else. Old failures are pruned on the way. */
async function recordFailure(deps: Pick<FulfillmentDeps, "db">, userId: string, now: Date): Promise<string> {
  return deps.db.transaction(async (tx) => {
    await tx
      .delete(cardAttemptFailures)
      .where(lt(cardAttemptFailures.failedAt, new Date(now.getTime() - CARD_ATTEMPT_RETENTION_MS)));
    const [row] = await tx
      .insert(cardAttemptFailures)
      .values({ userId, failedAt: now })
      .returning({ id: cardAttemptFailures.id });
    if (!row) throw new Error("The card attempt was not recorded");
    return row.id;
  });
}

const forget = (deps: Pick<FulfillmentDeps, "db">, record: string) =>
  deps.db.delete(cardAttemptFailures).where(eq(cardAttemptFailures.id, record));
