import { sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { communityMessages, communityProfileBody } from "./community-bodies.ts";

const CommunityProfile = graphql(`
  query CommunityProfile($sessionId: String!) {
    communityProfile(sessionId: $sessionId) {
      ...CommunityProfileBody
    }
  }
`);

export default defineRoute({
  method: "GET",
  path: "/api/community/profile",
  tag: "community",
  summary: "The browser session's community profile",
  query: z.object({ sessionId: sessionIdSchema.meta({ description: "The browser session id" }) }),
  response: communityProfileBody,
  responses: {
    200: "The profile",
    400: "No session id, or a malformed one",
    404: "The session has no profile yet (the society then opens the profile form)",
  },
  async handle({ query, graph }) {
    const data = await graph(CommunityProfile, { sessionId: query.sessionId });
    if (!data.communityProfile) throw new HttpError(404, communityMessages.noProfile);
    return { status: 200, body: documented(communityProfileBody, data.communityProfile) };
  },
});
