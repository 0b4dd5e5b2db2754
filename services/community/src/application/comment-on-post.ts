import { type AuthUser, fail, isUuid, ok, parseInput, type Result } from "@highcotton/kit";
import { addressKey } from "@highcotton/kit/rate-limit";
import { and, eq, isNull, sql } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { postComments, posts } from "../db/schema.ts";
import { findBlockedWord } from "../domain/blocklist.ts";
import { commentFormSchema } from "../domain/comment-form.ts";
import type { CommunityCommentView } from "../domain/post-view.ts";
import { societyMemberOf } from "../domain/society-member.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { profileOfSession } from "./profile-of-session.ts";
import { checkRateLimit } from "./rate-limits.ts";
import { writeUnderRateLimit } from "./write-under-rate-limit.ts";

/**
 * A session comments on a visible post as its profile. The comment and the post's commentsCount
 * (moved in the same transaction, by the update that also proves the post is there) change together,
 * under the session's and the address's rate limits held to the commit. A signed-in account
 * comments as its own profile.
 */
export async function commentOnPost(
  deps: Pick<CommunityDeps, "db" | "blockedWords" | "now">,
  input: unknown,
  clientAddress: string | null,
  user: AuthUser | null = null,
): Promise<Result<CommunityCommentView>> {
  const parsed = parseInput(commentFormSchema, input);
  if (!parsed.ok) return parsed;
  const form = parsed.value;
  if (!isUuid(form.postId)) return fail("NOT_FOUND", messages.postNotFound);
  const postId = form.postId;
  if (findBlockedWord([form.commentText], deps.blockedWords)) return fail("BAD_USER_INPUT", messages.blockedWords);
  const member = societyMemberOf(user, form.sessionId);
  const author = await profileOfSession(deps.db, form.profileId, member.key);
  if (!author.ok) return author;
  const writer = { actor: member.key, address: addressKey(clientAddress) };
  const allowed = await checkRateLimit(deps, writer, "comment");
  if (!allowed.ok) return allowed;

  return writeUnderRateLimit(deps, writer, "comment", async (tx, now) => {
    const [post] = await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(and(eq(posts.id, postId), isNull(posts.hiddenAt)))
      .returning({ id: posts.id });
    if (!post) return fail("NOT_FOUND", messages.postNotFound);
    const [comment] = await tx
      .insert(postComments)
      .values({ postId, profileId: author.value.id, commentText: form.commentText, createdAt: now })
      .returning();
    if (!comment) throw new Error("insert returned no comment");
    return ok({
      id: comment.id,
      postId: comment.postId,
      profileId: comment.profileId,
      profile: author.value,
      commentText: comment.commentText,
      createdAt: comment.createdAt,
    });
  });
}
