import { messages, REACTION_TYPES } from "@highcotton/catalog/contract";
import { sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { reactionsBody } from "./bodies.ts";
import { notFound, pathId } from "./inputs.ts";

const ReactToDesign = graphql(`
  mutation ReactToDesign($input: ReactToDesignInput!) {
    reactToDesign(input: $input) {
      ...ReactionsBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/designs/{id}/reactions",
  tag: "catalog",
  summary: "React to a design (once per browser session and type)",
  params: pathId(notFound.design),
  body: z.object({
    type: z.enum(REACTION_TYPES, messages.reactionInvalid),
    sessionId: sessionIdSchema,
  }),
  response: reactionsBody,
  responses: {
    200: "{ hearts, thumbsUp }",
    400: "Invalid reaction or missing session id",
    404: "No design with that id",
    429: "Too many reactions from this session or address lately; Retry-After says when to try again",
  },
  async handle({ params, body, graph }) {
    const data = await graph(ReactToDesign, { input: { designId: params.id, type: body.type, sessionId: body.sessionId } });
    return { status: 200, body: documented(reactionsBody, data.reactToDesign) };
  },
});
