import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { type AuthUser, fail, ok, publishEvent, type Result } from "@highcotton/kit";
import { CommunityPostPublishedSchema } from "@highcotton/proto";
import { messages } from "../contract/index.ts";
import { feedPosts, images } from "../db/schema.ts";
import { readFeedPostForm } from "../domain/feed-post-form.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { type FeedPostView, feedPostViewOf } from "./list-feed-posts.ts";
import { checkRateLimit } from "./rate-limits.ts";
import { keepImagesOnlyIfWritten, storeImages } from "./store-images.ts";
import { writeUnderRateLimit } from "./write-under-rate-limit.ts";

type Deps = Pick<CommunityDeps, "db" | "images" | "storage" | "logger" | "blockedWords" | "now">;

/**
 * A signed-in account posts to the feed: text, up to 4 images, or both. Everything that can refuse
 * the post is checked before any image is stored; then, under the account's rate limit held to the
 * commit, the post, its image rows and CommunityPostPublished are written in one transaction. If
 * that is refused or fails, the stored images are removed again.
 */
export async function createFeedPost(
  deps: Deps,
  user: AuthUser | null,
  input: unknown,
  traceId?: string,
): Promise<Result<FeedPostView>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const form = readFeedPostForm(input, deps.blockedWords);
  if (!form.ok) return form;
  const actor = `user:${user.id}`;
  const allowed = await checkRateLimit(deps, { actor }, "post");
  if (!allowed.ok) return allowed;

  const stored = await storeImages(deps, form.value.images);
  if (!stored.ok) return stored;
  const post = await keepImagesOnlyIfWritten(deps, stored.value, () =>
    writeUnderRateLimit(deps, { actor }, "post", async (tx, now) => {
      const [row] = await tx
        .insert(feedPosts)
        .values({
          userId: user.id,
          content: form.value.content,
          imageUrls: stored.value.map((image) => image.imageUrl),
          thumbnailUrls: stored.value.map((image) => image.thumbnailUrl),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("insert returned no feed post");
      if (stored.value.length > 0) {
        await tx
          .insert(images)
          .values(stored.value.map((image) => ({ ...image, userId: user.id, feedPostId: row.id, createdAt: now })));
      }
      await publishEvent(tx, {
        schema: CommunityPostPublishedSchema,
        aggregateId: row.id,
        traceId,
        occurredAt: now,
        data: {
          postId: row.id,
          place: "feed",
          authorId: user.id,
          imageCount: stored.value.length,
          publishedAt: timestampFromDate(now),
        },
      });
      return ok(row);
    }),
  );
  if (!post.ok) return post;
  return ok(feedPostViewOf(post.value, { isLiked: false, comments: [] }));
}
