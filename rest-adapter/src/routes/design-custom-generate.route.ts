import { z } from "zod";
import { defineRoute } from "../route.ts";
import { DESIGN_FIELDS } from "./catalog-fields.ts";

export default defineRoute({
  method: "POST",
  path: "/api/designs/custom/generate",
  tag: "catalog",
  summary: "Make a $25 custom design from a description",
  body: z.object({
    prompt: z.string("Please describe what you want on your shirt"),
    sessionId: z.string("A browser session id is required").nullish(),
  }),
  responses: {
    201: "The design: { id, name, price, frontImageUrl, … }",
    400: "Blank or refused description",
    429: "Too many designs from this session lately",
  },
  async handle({ body, graph }) {
    const data = await graph(
      `mutation ($input: GenerateCustomDesignInput!) { generateCustomDesign(input: $input) { ${DESIGN_FIELDS} printFileUrl } }`,
      { input: { prompt: body.prompt, sessionId: body.sessionId } },
    );
    return { status: 201, body: data.generateCustomDesign };
  },
});
