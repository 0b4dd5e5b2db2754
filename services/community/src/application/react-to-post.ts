import { fail, isUuid, ok, parseInput, type Result } from "@highcotton/kit";
import { addressKey } from "@highcotton/kit/rate-limit";
import { and, eq, isNull, sql } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { postReactions, posts } from "../db/schema.ts";
import { type ReactionToggle, reactionInputSchema } from "../domain/reaction.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { writeUnderRateLimit } from "./write-under-rate-limit.ts";

/**
 * Toggles a session's like or love on a post (SPEC §4). The row is inserted if absent (on conflict
 * nothing), else deleted, and the post's count moves by exactly the rows this transaction inserted
 * or deleted: concurrent toggles, by one session or many, leave the count equal to the rows.
 * Toggles count under the session's and the address's rate limits.
 */
export async function reactToPost(
  deps: Pick<CommunityDeps, "db" | "now">,
  input: unknown,
  clientAddress: string | null,
): Promise<Result<ReactionToggle>> {
  const parsed = parseInput(reactionInputSchema, input);
  if (!parsed.ok) return parsed;
  const { postId, sessionId, reactionType } = parsed.value;
  if (!isUuid(postId)) return fail("NOT_FOUND", messages.postNotFound);
  const count = reactionType === "like" ? posts.likesCount : posts.lovesCount;

  const writer = { actor: sessionId, address: addressKey(clientAddress) };
  return writeUnderRateLimit(deps, writer, "reaction", async (tx, now) => {
    const [visible] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, postId), isNull(posts.hiddenAt)));
    if (!visible) return fail("NOT_FOUND", messages.postNotFound);
    const reaction = and(
      eq(postReactions.postId, postId),
      eq(postReactions.sessionId, sessionId),
      eq(postReactions.reactionType, reactionType),
    );
    const inserted = await tx
      .insert(postReactions)
      .values({ postId, sessionId, reactionType, createdAt: now })
      .onConflictDoNothing()
      .returning({ postId: postReactions.postId });
    // Present already: this toggle takes it away. A concurrent toggle may have removed it first;
    // then nothing is deleted and the count stays.
    const deleted =
      inserted.length > 0 ? [] : await tx.delete(postReactions).where(reaction).returning({ postId: postReactions.postId });
    const delta = inserted.length - deleted.length;
    const [counts] = await tx
      .update(posts)
      .set(reactionType === "like" ? { likesCount: sql`${count} + ${delta}` } : { lovesCount: sql`${count} + ${delta}` })
      .where(eq(posts.id, postId))
      .returning({ likesCount: posts.likesCount, lovesCount: posts.lovesCount });
    if (!counts) return fail("NOT_FOUND", messages.postNotFound);
    const reacted =
      inserted.length > 0 ||
      (deleted.length === 0 &&
        (await tx.select({ postId: postReactions.postId }).from(postReactions).where(reaction)).length > 0);
    return ok({ reactionType, reacted, ...counts });
  });
}
