import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { communityCommentBody, communityMessages } from "./community-bodies.ts";
import { pathId } from "./inputs.ts";

const CommunityPostComments = graphql(`
  query CommunityPostComments($postId: ID!) {
    communityPostComments(postId: $postId) {
      ...CommunityCommentBody
    }
  }
`);

const comments = z.array(communityCommentBody);

export default defineRoute({
  method: "GET",
  path: "/api/community/posts/{id}/comments",
  tag: "community",
  summary: "A society post's comments, oldest first",
  params: pathId(communityMessages.postNotFound),
  response: comments,
  responses: { 200: "The comments (at most 200; hidden ones left out)", 404: "No post with that id" },
  async handle({ params, graph }) {
    const data = await graph(CommunityPostComments, { postId: params.id });
    return { status: 200, body: documented(comments, data.communityPostComments) };
  },
});
