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
 * The signed-in account likes the post, or takes its like back: `liked` true or false asks for
 * that state (a double click or a retry cannot undo itself), none flips it (SPEC §4). The post's
 * row is locked first (the count's update would lock it anyway), so calls on one post take turns;
 * the like's primary key holds it once per account, and the count moves by the rows actually
 * added or removed.
 */
export async function toggleFeedLike(
  deps: Pick<CommunityDeps, "db" | "now">,
  user: AuthUser | null,
  postId: unknown,
  liked: unknown = null,
): Promise<Result<FeedLikeToggle>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  if (liked !== null && liked !== undefined && typeof liked !== "boolean") return fail("BAD_USER_INPUT", messages.likedInvalid);
  const wanted = liked ?? null;
  if (!isUuid(postId)) return fail("NOT_FOUND", messages.postNotFound);
  return deps.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: feedPosts.id })
      .from(feedPosts)
      .where(and(eq(feedPosts.id, postId), isNull(feedPosts.hiddenAt)))
      .for("update");
    if (!post) return fail("NOT_FOUND", messages.postNotFound);
    const added =
      wanted === false
        ? []
        : await tx
            .insert(feedPostLikes)
            .values({ postId, userId: user.id, createdAt: deps.now() })
            .onConflictDoNothing()
            .returning({ postId: feedPostLikes.postId });
    const removed =
      added.length > 0 || wanted === true
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
    return ok({ liked: wanted ?? added.length > 0, likesCount: counted?.likesCount ?? 0 });
  });
}
