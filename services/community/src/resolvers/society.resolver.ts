import { DateTimeScalar, fail, type Resolvers, unwrap } from "@highcotton/kit";
import { commentOnPost } from "../application/comment-on-post.ts";
import type { CommunityDeps } from "../application/community-deps.ts";
import { createCommunityPost } from "../application/create-community-post.ts";
import { listCommunityPosts } from "../application/list-community-posts.ts";
import { listPostComments } from "../application/list-post-comments.ts";
import { reactToPost } from "../application/react-to-post.ts";
import { reportContent } from "../application/report-content.ts";
import { messages } from "../contract/index.ts";

/**
 * Society posts, reactions, comments and reports. A signed-in caller acts as its account (one
 * identity with the feed); signed out, as the browser session.
 */
export function societyResolvers(deps: CommunityDeps): Resolvers {
  return {
    DateTime: DateTimeScalar as never,
    Query: {
      communityPosts: async (_parent, args: { sessionId?: unknown; first?: unknown; after?: unknown }, context) =>
        unwrap(await listCommunityPosts(deps, args, context.user)),
      communityPostComments: async (_parent, args: { postId: unknown }) => unwrap(await listPostComments(deps, args.postId)),
    },
    Mutation: {
      createCommunityPost: async (_parent, args: { input: unknown }, context) =>
        unwrap(await createCommunityPost(deps, args.input, context.clientAddress, context.requestId, context.user)),
      reactToCommunityPost: async (_parent, args: { input: unknown }, context) =>
        unwrap(await reactToPost(deps, args.input, context.clientAddress, context.user)),
      commentOnCommunityPost: async (_parent, args: { input: unknown }, context) =>
        unwrap(await commentOnPost(deps, args.input, context.clientAddress, context.user)),
      // A token that did not verify is a sign-in gone stale (401), not an anonymous report.
      reportContent: async (_parent, args: { input: unknown }, context) =>
        unwrap(
          context.tokenRejected
            ? fail("UNAUTHENTICATED", messages.signInRequired)
            : await reportContent(deps, args.input, context, context.requestId),
        ),
    },
  };
}
