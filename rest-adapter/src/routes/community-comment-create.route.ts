import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import {
  commentText,
  communityCommentBody,
  communityMessages,
  optionalSessionId,
  profileId,
  sessionOf,
} from "./community-bodies.ts";
import { pathId, sessionHeader } from "./inputs.ts";

const CommentOnCommunityPost = graphql(`
  mutation CommentOnCommunityPost($input: CommentOnCommunityPostInput!) {
    commentOnCommunityPost(input: $input) {
      ...CommunityCommentBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/community/posts/{id}/comments",
  tag: "community",
  summary: "Comment on a society post as the session's profile",
  params: pathId(communityMessages.postNotFound),
  headers: sessionHeader,
  // SPEC's payload has no session id: the body's, else the x-session-id header.
  body: z.object({ sessionId: optionalSessionId, profileId, commentText }),
  response: communityCommentBody,
  responses: {
    201: "The comment",
    400: "Blank or overlong text, words the community does not allow, or no session id",
    403: "The profile belongs to another session",
    404: "No post, or no profile, with that id",
    429: "Commenting too fast, from this session or this client address; Retry-After says when to try again",
  },
  async handle({ params, body, headers, graph }) {
    const sessionId = sessionOf(body.sessionId, headers);
    const input = { postId: params.id, sessionId, profileId: body.profileId, commentText: body.commentText };
    const data = await graph(CommentOnCommunityPost, { input });
    return { status: 201, body: documented(communityCommentBody, data.commentOnCommunityPost) };
  },
});
