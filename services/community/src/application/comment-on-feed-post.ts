import { type AuthUser, fail, isUuid, ok, type Result } from "@highcotton/kit";
import { and, eq, isNull, sql } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { feedComments, feedPosts } from "../db/schema.ts";
import { readFeedComment } from "../domain/feed-post-form.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { type FeedCommentView, feedCommentViewOf } from "./list-feed-posts.ts";
import { checkRateLimit } from "./rate-limits.ts";
import { writeUnderRateLimit } from "./write-under-rate-limit.ts";

/**
 * The signed-in account comments on a feed post (1 to 1000 characters, not blank, no blocked
 * word). The comment and the post's count are written in one transaction, under the account's rate
 * limit held to the commit.
 */
export async function commentOnFeedPost(
  deps: Pick<CommunityDeps, "db" | "blockedWords" | "now">,
  user: AuthUser | null,
  postId: unknown,
  content: unknown,
): Promise<Result<FeedCommentView>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const text = readFeedComment(content, deps.blockedWords);
  if (!text.ok) return text;
  if (!isUuid(postId)) return fail("NOT_FOUND", messages.postNotFound);
  const actor = `user:${user.id}`;
  const allowed = await checkRateLimit(deps, { actor }, "comment");
  if (!allowed.ok) return allowed;

  return writeUnderRateLimit(deps, { actor }, "comment", async (tx, now) => {
    const [post] = await tx
      .update(feedPosts)
      .set({ commentsCount: sql`${feedPosts.commentsCount} + 1` })
      .where(and(eq(feedPosts.id, postId), isNull(feedPosts.hiddenAt)))
      .returning({ id: feedPosts.id });
    if (!post) return fail("NOT_FOUND", messages.postNotFound);
    const [comment] = await tx
      .insert(feedComments)
      .values({ postId, userId: user.id, content: text.value, createdAt: now })
      .returning();
    if (!comment) throw new Error("insert returned no comment");
    return ok(feedCommentViewOf(comment));
  });
}
