import { type AuthUser, fail, ok, type Result } from "@highcotton/kit";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { feedComments, feedPostLikes, feedPosts } from "../db/schema.ts";
import { FEED_COMMENTS_SHOWN } from "../domain/constants.ts";
import { decodeCursor, encodeCursor, pageSizeOf } from "../domain/page-cursor.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { olderThanCursor } from "./older-than-cursor.ts";

/**
 * A feed author, named by account id: identity resolves it into what everyone may see of the
 * person (username and avatar), and the id itself never reaches a client.
 */
export interface AuthorReference {
  __typename: "PublicProfile";
  id: string;
}

export interface FeedCommentView {
  id: string;
  postId: string;
  content: string;
  author: AuthorReference;
  createdAt: Date;
}

export interface FeedPostView {
  id: string;
  content: string;
  imageUrls: string[];
  thumbnailUrls: string[];
  createdAt: Date;
  author: AuthorReference;
  likesCount: number;
  commentsCount: number;
  isLiked: boolean;
  comments: FeedCommentView[];
}

export interface FeedPostPage {
  posts: FeedPostView[];
  nextCursor: string | null;
}

export const authorReference = (id: string): AuthorReference => ({ __typename: "PublicProfile", id });

type FeedPostRow = typeof feedPosts.$inferSelect;
type FeedCommentRow = Pick<typeof feedComments.$inferSelect, "id" | "postId" | "content" | "userId" | "createdAt">;

export const feedPostViewOf = (row: FeedPostRow, extra: { isLiked: boolean; comments: FeedCommentView[] }): FeedPostView => ({
  id: row.id,
  content: row.content,
  imageUrls: row.imageUrls,
  thumbnailUrls: row.thumbnailUrls,
  createdAt: row.createdAt,
  author: authorReference(row.userId),
  likesCount: row.likesCount,
  commentsCount: row.commentsCount,
  ...extra,
});

export const feedCommentViewOf = (row: FeedCommentRow): FeedCommentView => ({
  id: row.id,
  postId: row.postId,
  content: row.content,
  author: authorReference(row.userId),
  createdAt: row.createdAt,
});

/**
 * A page of the feed, newest first, without hidden posts: each with whether the caller likes it
 * and its newest comments (oldest first). Likes and comments are read for the whole page at once.
 */
export async function listFeedPosts(
  deps: Pick<CommunityDeps, "db">,
  user: AuthUser | null,
  args: { first?: unknown; after?: unknown },
): Promise<Result<FeedPostPage>> {
  const size = typeof args.first === "number" || args.first == null ? pageSizeOf(args.first) : null;
  if (size === null) return fail("BAD_USER_INPUT", messages.pageSizeInvalid);
  let cursor = null;
  if (args.after !== undefined && args.after !== null) {
    cursor = typeof args.after === "string" ? decodeCursor(args.after) : null;
    if (!cursor) return fail("BAD_USER_INPUT", messages.cursorInvalid);
  }

  const rows = await deps.db
    .select()
    .from(feedPosts)
    .where(and(isNull(feedPosts.hiddenAt), cursor ? olderThanCursor(feedPosts, cursor) : undefined))
    .orderBy(desc(feedPosts.createdAt), desc(feedPosts.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const nextCursor = rows.length > size && last ? encodeCursor(last) : null;
  if (page.length === 0) return ok({ posts: [], nextCursor });

  const ids = page.map((post) => post.id);
  const [liked, comments] = await Promise.all([likedBy(deps, user, ids), newestComments(deps, ids)]);
  return ok({
    posts: page.map((post) => feedPostViewOf(post, { isLiked: liked.has(post.id), comments: comments.get(post.id) ?? [] })),
    nextCursor,
  });
}

/** Which of the posts the caller likes (none when signed out). */
async function likedBy(deps: Pick<CommunityDeps, "db">, user: AuthUser | null, postIds: string[]): Promise<Set<string>> {
  if (!user) return new Set();
  const rows = await deps.db
    .select({ postId: feedPostLikes.postId })
    .from(feedPostLikes)
    .where(and(eq(feedPostLikes.userId, user.id), inArray(feedPostLikes.postId, postIds)));
  return new Set(rows.map((row) => row.postId));
}

/** Each post's newest visible comments, FEED_COMMENTS_SHOWN at most, oldest first. */
async function newestComments(deps: Pick<CommunityDeps, "db">, postIds: string[]): Promise<Map<string, FeedCommentView[]>> {
  const ranked = deps.db
    .select({
      id: feedComments.id,
      postId: feedComments.postId,
      content: feedComments.content,
      userId: feedComments.userId,
      createdAt: feedComments.createdAt,
      rank: sql<number>`row_number() over (partition by ${feedComments.postId} order by ${feedComments.createdAt} desc, ${feedComments.id} desc)`.as(
        "rank",
      ),
    })
    .from(feedComments)
    .where(and(inArray(feedComments.postId, postIds), isNull(feedComments.hiddenAt)))
    .as("ranked");
  const rows = await deps.db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${FEED_COMMENTS_SHOWN}`)
    .orderBy(ranked.postId, ranked.createdAt, ranked.id);
  const byPost = new Map<string, FeedCommentView[]>();
  for (const row of rows) {
    const list = byPost.get(row.postId) ?? [];
    list.push(feedCommentViewOf(row));
    byPost.set(row.postId, list);
  }
  return byPost;
}
