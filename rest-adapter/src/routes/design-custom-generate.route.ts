import { customPromptSchema } from "@highcotton/catalog/contract";
import { sessionIdSchema } from "@highcotton/kit/validation";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { customDesignBody } from "./bodies.ts";

const GenerateCustomDesign = graphql(`
  mutation GenerateCustomDesign($input: GenerateCustomDesignInput!) {
    generateCustomDesign(input: $input) {
      ...CustomDesignBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/designs/custom/generate",
  tag: "catalog",
  summary: "Make a $25 custom design from a description",
  body: customPromptSchema.extend({
    // The x-session-id header stands in when the body has none.
    sessionId: sessionIdSchema.nullish(),
  }),
  response: customDesignBody,
  links: {
    reactions: { operationId: "getDesignsByIdReactions", parameters: { id: "$response.body#/id" } },
    react: { operationId: "postDesignsByIdReactions", parameters: { id: "$response.body#/id" } },
  },
  responses: {
    201: "The design: { id, name, price, frontImageUrl, … }",
    400: "Blank, too long or refused description, or a missing or malformed session id",
    429: "Too many designs from this session or address lately; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(GenerateCustomDesign, { input: { prompt: body.prompt, sessionId: body.sessionId } });
    return { status: 201, body: documented(customDesignBody, data.generateCustomDesign) };
  },
});
