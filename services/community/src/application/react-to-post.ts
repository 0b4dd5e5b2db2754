import { type AuthUser, fail, isUuid, ok, parseInput, type Result } from "@highcotton/kit";
import { addressKey } from "@highcotton/kit/rate-limit";
import { and, eq, isNull, sql } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { postReactions, posts } from "../db/schema.ts";
import { type ReactionToggle, reactionInputSchema } from "../domain/reaction.ts";
import { societyMemberOf } from "../domain/society-member.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { writeUnderRateLimit } from "./write-under-rate-limit.ts";

/**
 * Sets, takes back or toggles a member's like or love on a post (SPEC §4): the session's, or a
 * signed-in account's whatever browser it uses. The row's primary key holds it once per member;
 * the row is inserted if absent (on conflict nothing) unless it is being taken back, else deleted,
 * and the post's count moves by exactly the rows this transaction inserted or deleted: concurrent
 * calls, by one member or many, leave the count equal to the rows. Reactions count under the
 * member's and the address's rate limits.
 */
export async function reactToPost(
  deps: Pick<CommunityDeps, "db" | "now">,
  input: unknown,
  clientAddress: string | null,
  user: AuthUser | null = null,
): Promise<Result<ReactionToggle>> {
  const parsed = parseInput(reactionInputSchema, input);
  if (!parsed.ok) return parsed;
  const { postId, reactionType } = parsed.value;
  const wanted = parsed.value.reacted ?? null;
  const sessionId = societyMemberOf(user, parsed.value.sessionId).key;
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
    const inserted =
      wanted === false
        ? []
        : await tx
            .insert(postReactions)
            .values({ postId, sessionId, reactionType, createdAt: now })
            .onConflictDoNothing()
            .returning({ postId: postReactions.postId });
    // Present already: a toggle takes it away (asked to set it, it stays). A concurrent call may
    // have removed it first; then nothing is deleted and the count stays.
    const deleted =
      inserted.length > 0 || wanted === true
        ? []
        : await tx.delete(postReactions).where(reaction).returning({ postId: postReactions.postId });
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
        wanted !== false &&
        (await tx.select({ postId: postReactions.postId }).from(postReactions).where(reaction)).length > 0);
    return ok({ reactionType, reacted, ...counts });
  });
}
