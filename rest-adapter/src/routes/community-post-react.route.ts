import { messages, reactionType } from "@highcotton/community/contract";
import { sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { communityMessages } from "./community-bodies.ts";
import { pathId } from "./inputs.ts";

const ReactToCommunityPost = graphql(`
  mutation ReactToCommunityPost($input: ReactToCommunityPostInput!) {
    reactToCommunityPost(input: $input) {
      reactionType
      reacted
      likesCount
      lovesCount
    }
  }
`);

const toggleBody = z.object({
  reactionType: z.enum(["like", "love"]),
  /** Whether the reaction is now set (the toggle's outcome). */
  reacted: z.boolean(),
  likesCount: z.int().min(0),
  lovesCount: z.int().min(0),
});

export default defineRoute({
  method: "POST",
  path: "/api/community/posts/{id}/react",
  tag: "community",
  summary: "Toggle, set or take back the caller's like or love on a society post (a signed-in account's own, else the session's)",
  params: pathId(communityMessages.postNotFound),
  body: z.object({
    sessionId: sessionIdSchema,
    reactionType,
    reacted: z
      .boolean(messages.reactedInvalid)
      .optional()
      .meta({ description: "true sets the reaction, false takes it back (both idempotent); absent toggles it" }),
  }),
  response: toggleBody,
  responses: {
    200: "{ reactionType, reacted } and the post's counts",
    400: "A reaction other than like or love, `reacted` not a boolean, or no session id",
    404: "No post with that id",
    429: "Reacting too fast, from this session or this client address; Retry-After says when to try again",
  },
  async handle({ params, body, graph }) {
    const { reacted, ...rest } = body;
    const data = await graph(ReactToCommunityPost, { input: { postId: params.id, ...rest, reacted: reacted ?? null } });
    return { status: 200, body: documented(toggleBody, data.reactToCommunityPost) };
  },
});
