import { fail, ok, type Queryable, type Result, tooManyRequests } from "@highcotton/kit";
import { sessionIdMessages } from "@highcotton/kit/validation";
import { and, count, desc, eq, gt, inArray, type SQL } from "drizzle-orm";
import {
  messages,
  REACTION_TYPES,
  REACTIONS_PER_ADDRESS_PER_DESIGN,
  REACTIONS_PER_ADDRESS_PER_WINDOW,
  REACTIONS_PER_SESSION_PER_WINDOW,
  SHOPPER_SIGNAL_WINDOW_MINUTES,
} from "../contract/index.ts";
import { reactions } from "../db/schema.ts";
import { waitForLimits } from "../domain/signal-limits.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { takeSignalTurn } from "./signal-turns.ts";
import { findDesign } from "./store-designs.ts";

export type ReactionType = (typeof REACTION_TYPES)[number];
export interface ReactionCounts {
  hearts: number;
  thumbsUp: number;
  mine: ReactionType[];
}

type Reads = Pick<CatalogDeps, "db">;

export async function reactionCounts(deps: Reads, designId: string, sessionId: string | null): Promise<ReactionCounts> {
  const [counts] = await reactionCountsOf(deps, [designId], sessionId);
  return counts as ReactionCounts;
}

/** Each design's counts, in the order asked, in two queries however many designs (see requestLoaders). */
export async function reactionCountsOf(
  deps: Reads,
  designIds: readonly string[],
  sessionId: string | null,
): Promise<ReactionCounts[]> {
  const ids = [...designIds];
  const [totals, mine] = await Promise.all([
    deps.db
      .select({ designId: reactions.designId, type: reactions.type, n: count() })
      .from(reactions)
      .where(inArray(reactions.designId, ids))
      .groupBy(reactions.designId, reactions.type),
    sessionId
      ? deps.db
          .select({ designId: reactions.designId, type: reactions.type })
          .from(reactions)
          .where(and(inArray(reactions.designId, ids), eq(reactions.sessionId, sessionId)))
      : [],
  ]);
  const total = (designId: string, type: ReactionType) =>
    totals.find((row) => row.designId === designId && row.type === type)?.n ?? 0;
  return ids.map((designId) => ({
    hearts: total(designId, "heart"),
    thumbsUp: total(designId, "thumbs_up"),
    mine: mine.filter((row) => row.designId === designId).map((row) => row.type),
  }));
}

/**
 * One heart and one thumbs-up per browser session and design; giving one again changes nothing.
 * A new one counts against the session's and the client address's limits (a fresh session id from
 * the same address adds no more hearts to a design than the address may give).
 */
export async function reactToDesign(
  deps: Pick<CatalogDeps, "db" | "now">,
  input: { designId: string; type: unknown; sessionId?: string | null; clientAddress?: string | null },
): Promise<Result<ReactionCounts>> {
  const type = REACTION_TYPES.find((known) => known === input.type);
  if (!type) return fail("BAD_USER_INPUT", messages.reactionInvalid);
  if (!input.sessionId) return fail("BAD_USER_INPUT", sessionIdMessages.required);
  if (!(await findDesign(deps, input.designId))) return fail("NOT_FOUND", messages.designNotFound);
  const reaction = { designId: input.designId, sessionId: input.sessionId, type };
  const clientAddress = input.clientAddress ?? null;
  const refused = await deps.db.transaction(async (tx) => {
    await takeSignalTurn(tx, { clientAddress, sessionId: reaction.sessionId });
    const [given] = await tx
      .select({ type: reactions.type })
      .from(reactions)
      .where(
        and(eq(reactions.designId, reaction.designId), eq(reactions.sessionId, reaction.sessionId), eq(reactions.type, type)),
      );
    if (given) return null;
    const now = deps.now();
    const waitMs = await reactionWaitMs(tx, reaction, clientAddress, now);
    if (waitMs > 0) return tooManyRequests(messages.tooManyReactions, waitMs / 1000);
    await tx
      .insert(reactions)
      .values({ ...reaction, clientAddress, createdAt: now })
      .onConflictDoNothing();
    return null;
  });
  return refused ?? ok(await reactionCounts(deps, input.designId, input.sessionId));
}

async function reactionWaitMs(
  db: Queryable,
  reaction: { designId: string; sessionId: string; type: ReactionType },
  clientAddress: string | null,
  now: Date,
): Promise<number> {
  const windowMs = SHOPPER_SIGNAL_WINDOW_MINUTES * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const recent = async (where: SQL | undefined, limit: number) => ({
    limit,
    recent: (
      await db
        .select({ at: reactions.createdAt })
        .from(reactions)
        .where(and(where, gt(reactions.createdAt, since)))
        .orderBy(desc(reactions.createdAt))
        .limit(limit)
    ).map((row) => row.at),
  });
  const limits = [await recent(eq(reactions.sessionId, reaction.sessionId), REACTIONS_PER_SESSION_PER_WINDOW)];
  if (clientAddress) {
    const fromAddress = eq(reactions.clientAddress, clientAddress);
    limits.push(
      await recent(
        and(fromAddress, eq(reactions.designId, reaction.designId), eq(reactions.type, reaction.type)),
        REACTIONS_PER_ADDRESS_PER_DESIGN,
      ),
      await recent(fromAddress, REACTIONS_PER_ADDRESS_PER_WINDOW),
    );
  }
  return waitForLimits(limits, windowMs, now);
}
