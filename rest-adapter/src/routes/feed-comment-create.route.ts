import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { commentText, communityMessages, feedCommentBody } from "./community-bodies.ts";
import { pathId } from "./inputs.ts";

const CommentOnFeedPost = graphql(`
  mutation CommentOnFeedPost($postId: ID!, $content: String!) {
    commentOnFeedPost(postId: $postId, content: $content) {
      ...FeedCommentBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/posts/{id}/comments",
  tag: "feed",
  summary: "Comment on a feed post as the signed-in account",
  auth: "required",
  params: pathId(communityMessages.postNotFound),
  body: z.object({ content: commentText }),
  response: feedCommentBody,
  responses: {
    201: "The comment",
    400: "Blank or overlong text, or words the community does not allow",
    401: "Not signed in",
    404: "No post with that id",
    429: "Commenting too fast; Retry-After says when to try again",
  },
  async handle({ params, body, graph }) {
    const data = await graph(CommentOnFeedPost, { postId: params.id, content: body.content });
    return { status: 201, body: documented(feedCommentBody, data.commentOnFeedPost) };
  },
});
