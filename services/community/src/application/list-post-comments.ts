import { fail, isUuid, ok, type Result } from "@highcotton/kit";
import { and, desc, eq, isNull } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { postComments, posts, profiles } from "../db/schema.ts";
import { COMMENTS_MAX } from "../domain/constants.ts";
import type { CommunityCommentView } from "../domain/post-view.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { authorColumns } from "./profile-of-session.ts";

/**
 * A visible post's comments, oldest first: the newest COMMENTS_MAX of them, so a long thread still
 * shows its latest replies. Hidden comments are left out; the post's commentsCount keeps counting
 * them, as it counts everything that was written (hiding is a review state, not a deletion).
 */
export async function listPostComments(
  deps: Pick<CommunityDeps, "db">,
  postId: unknown,
): Promise<Result<CommunityCommentView[]>> {
  if (!isUuid(postId)) return fail("NOT_FOUND", messages.postNotFound);
  const [post] = await deps.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.hiddenAt)));
  if (!post) return fail("NOT_FOUND", messages.postNotFound);
  const rows = await deps.db
    .select({ comment: postComments, author: authorColumns })
    .from(postComments)
    .leftJoin(profiles, eq(profiles.id, postComments.profileId))
    .where(and(eq(postComments.postId, postId), isNull(postComments.hiddenAt)))
    .orderBy(desc(postComments.createdAt), desc(postComments.id))
    .limit(COMMENTS_MAX);
  return ok(
    rows.reverse().map(({ comment, author }) => ({
      id: comment.id,
      postId: comment.postId,
      profileId: comment.profileId,
      profile: author?.id ? author : null,
      commentText: comment.commentText,
      createdAt: comment.createdAt,
    })),
  );
}
