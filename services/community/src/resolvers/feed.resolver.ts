import { DateTimeScalar, type Resolvers, unwrap } from "@highcotton/kit";
import { commentOnFeedPost } from "../application/comment-on-feed-post.ts";
import type { CommunityDeps } from "../application/community-deps.ts";
import { createFeedPost } from "../application/create-feed-post.ts";
import { listFeedPosts } from "../application/list-feed-posts.ts";
import { toggleFeedLike } from "../application/toggle-feed-like.ts";

/** The signed-in feed: posts with images, likes and comments. */
export function feedResolvers(deps: CommunityDeps): Resolvers {
  return {
    DateTime: DateTimeScalar as never,
    Query: {
      feedPosts: async (_parent, args: { first?: unknown; after?: unknown }, context) =>
        unwrap(await listFeedPosts(deps, context.user, args)),
    },
    Mutation: {
      createFeedPost: async (_parent, args: { input: unknown }, context) =>
        unwrap(await createFeedPost(deps, context.user, args.input, context.requestId)),
      toggleFeedPostLike: async (_parent, args: { postId: unknown; liked?: unknown }, context) =>
        unwrap(await toggleFeedLike(deps, context.user, args.postId, args.liked)),
      commentOnFeedPost: async (_parent, args: { postId: unknown; content: unknown }, context) =>
        unwrap(await commentOnFeedPost(deps, context.user, args.postId, args.content)),
    },
  };
}
