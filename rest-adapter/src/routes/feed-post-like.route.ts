import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { communityMessages } from "./community-bodies.ts";
import { pathId } from "./inputs.ts";

const ToggleFeedPostLike = graphql(`
  mutation ToggleFeedPostLike($postId: ID!) {
    toggleFeedPostLike(postId: $postId) {
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
  summary: "Toggle the signed-in account's like on a feed post",
  auth: "required",
  params: pathId(communityMessages.postNotFound),
  response: likeBody,
  responses: { 200: "{ liked, likesCount } after the toggle", 401: "Not signed in", 404: "No post with that id" },
  async handle({ params, graph }) {
    const data = await graph(ToggleFeedPostLike, { postId: params.id });
    return { status: 200, body: documented(likeBody, data.toggleFeedPostLike) };
  },
});
