import { messages } from "@highcotton/community/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { communityMessages } from "./community-bodies.ts";
import { pathId } from "./inputs.ts";

const ToggleFeedPostLike = graphql(`
  mutation ToggleFeedPostLike($postId: ID!, $liked: Boolean) {
    toggleFeedPostLike(postId: $postId, liked: $liked) {
      liked
      likesCount
    }
  }
`);

const likeBody = z.object({ liked: z.boolean(), likesCount: z.int().min(0) });

export default defineRoute({
  method: "POST",
  path: "/api/posts/{id}/like",
  tag: "feed",
  summary: "Toggle the signed-in account's like on a feed post, or set it (an optional JSON body { liked })",
  auth: "required",
  params: pathId(communityMessages.postNotFound),
  body: z.object({
    liked: z
      .boolean(messages.likedInvalid)
      .optional()
      .meta({ description: "true likes the post, false takes the like back (both idempotent); absent (or no body) toggles it" }),
  }),
  response: likeBody,
  responses: {
    200: "{ liked, likesCount } after the call",
    400: "`liked` is not a boolean",
    401: "Not signed in",
    404: "No post with that id",
  },
  async handle({ params, body, graph }) {
    const data = await graph(ToggleFeedPostLike, { postId: params.id, liked: body.liked ?? null });
    return { status: 200, body: documented(likeBody, data.toggleFeedPostLike) };
  },
});
