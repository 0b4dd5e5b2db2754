import { type AuthUser, fail, isUuid, ok, type Result } from "@highcotton/kit";
import { and, eq, isNull, sql } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { feedPostLikes, feedPosts } from "../db/schema.ts";
import type { CommunityDeps } from "./community-deps.ts";

export interface FeedLikeToggle {
  liked: boolean;
  likesCount: number;
}

/**
 * The signed-in account likes the post, or stops liking it. The post's row is locked first (the
 * count's update would lock it anyway), so toggles of one post take turns: each flips the like
 * exactly once and the count moves by the rows actually added or removed.
 */
export async function toggleFeedLike(
  deps: Pick<CommunityDeps, "db" | "now">,
  user: AuthUser | null,
  postId: unknown,
): Promise<Result<FeedLikeToggle>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  if (!isUuid(postId)) return fail("NOT_FOUND", messages.postNotFound);
  return deps.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: feedPosts.id })
      .from(feedPosts)
      .where(and(eq(feedPosts.id, postId), isNull(feedPosts.hiddenAt)))
      .for("update");
    if (!post) return fail("NOT_FOUND", messages.postNotFound);
    const added = await tx
      .insert(feedPostLikes)
      .values({ postId, userId: user.id, createdAt: deps.now() })
      .onConflictDoNothing()
      .returning({ postId: feedPostLikes.postId });
    const removed =
      added.length > 0
        ? []
        : await tx
            .delete(feedPostLikes)
            .where(and(eq(feedPostLikes.postId, postId), eq(feedPostLikes.userId, user.id)))
            .returning({ postId: feedPostLikes.postId });
    const [counted] = await tx
      .update(feedPosts)
      .set({ likesCount: sql`${feedPosts.likesCount} + ${added.length - removed.length}` })
      .where(eq(feedPosts.id, postId))
      .returning({ likesCount: feedPosts.likesCount });
    return ok({ liked: added.length > 0, likesCount: counted?.likesCount ?? 0 });
  });
}
