import { customPromptSchema } from "@highcotton/catalog/contract";
import { sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { responseBody } from "../response-body.ts";
import { defineRoute } from "../route.ts";

const customDesignPreviewBody = responseBody(
  graphql(`
    fragment CustomDesignPreviewBody on CustomDesignPreview {
      reading {
        subjects {
          word
          drawnAs
        }
        relations {
          subject
          relation
          object
        }
        style
        inks {
          name
          hex
        }
        shirt {
          name
          hex
        }
        text
        noText
        notUnderstood
        brief
      }
      imageDataUrl
      madeBy
    }
  `),
  { imageDataUrl: z.string().startsWith("data:image/webp;base64,") },
);

const PreviewCustomDesign = graphql(`
  query PreviewCustomDesign($prompt: String!, $sessionId: String) {
    customDesignPreview(prompt: $prompt, sessionId: $sessionId) {
      ...CustomDesignPreviewBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/designs/custom/preview",
  tag: "catalog",
  summary: "See what a custom design's description will draw, free: the engine's reading and a small picture",
  body: customPromptSchema.extend({
    // The x-session-id header stands in when the body has none.
    sessionId: sessionIdSchema.nullish(),
  }),
  response: customDesignPreviewBody,
  responses: {
    200: "{ reading: { subjects, relations, style, inks, shirt, text, noText, notUnderstood, brief }, imageDataUrl, madeBy }; nothing is stored or charged",
    400: "Blank, too long or refused description (as /api/designs/custom/generate), or a missing or malformed session id",
    429: "Too many previews from this session or address lately; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(PreviewCustomDesign, { prompt: body.prompt, sessionId: body.sessionId });
    return { status: 200, body: documented(customDesignPreviewBody, data.customDesignPreview) };
  },
});
