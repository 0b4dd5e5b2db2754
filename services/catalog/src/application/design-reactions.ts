import { fail, ok, type Result } from "@highcotton/kit";
import { sessionIdMessages } from "@highcotton/kit/validation";
import { and, count, eq } from "drizzle-orm";
import { messages, type REACTION_TYPES } from "../contract/index.ts";
import { reactions } from "../db/schema.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { findDesign } from "./store-designs.ts";

export type ReactionType = (typeof REACTION_TYPES)[number];
export interface ReactionCounts {
  hearts: number;
  thumbsUp: number;
  mine: ReactionType[];
}

type Reads = Pick<CatalogDeps, "db">;

export async function reactionCounts(deps: Reads, designId: string, sessionId: string | null): Promise<ReactionCounts> {
  const totals = await deps.db
    .select({ type: reactions.type, n: count() })
    .from(reactions)
    .where(eq(reactions.designId, designId))
    .groupBy(reactions.type);
  const mine = sessionId
    ? await deps.db
        .select({ type: reactions.type })
        .from(reactions)
        .where(and(eq(reactions.designId, designId), eq(reactions.sessionId, sessionId)))
    : [];
  const total = (type: ReactionType) => totals.find((row) => row.type === type)?.n ?? 0;
  return { hearts: total("heart"), thumbsUp: total("thumbs_up"), mine: mine.map((row) => row.type) };
}

/** One heart and one thumbs-up per browser session and design; giving one again changes nothing. */
export async function reactToDesign(
  deps: Reads,
  input: { designId: string; type: unknown; sessionId?: string | null },
): Promise<Result<ReactionCounts>> {
  if (input.type !== "heart" && input.type !== "thumbs_up") return fail("BAD_USER_INPUT", messages.reactionInvalid);
  if (!input.sessionId) return fail("BAD_USER_INPUT", sessionIdMessages.required);
  if (!(await findDesign(deps, input.designId))) return fail("NOT_FOUND", messages.designNotFound);
  await deps.db
    .insert(reactions)
    .values({ designId: input.designId, sessionId: input.sessionId, type: input.type })
    .onConflictDoNothing();
  return ok(await reactionCounts(deps, input.designId, input.sessionId));
}
