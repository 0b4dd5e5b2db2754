import { messages } from "@highcotton/catalog/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { generationBody } from "./bodies.ts";
import { notFound, pathId } from "./inputs.ts";

const RequestDesigns = graphql(`
  mutation RequestDesigns($input: RequestDesignsInput!) {
    requestDesigns(input: $input) {
      message
      dispensary {
        generation {
          ...GenerationBody
        }
      }
    }
  }
`);

const generationStarted = z.object({ message: z.string(), generation: generationBody });

export default defineRoute({
  method: "POST",
  path: "/api/dispensaries/{id}/generate-designs",
  tag: "catalog",
  summary: "Start generating the store's 20 designs (owner only)",
  auth: "required",
  params: pathId(notFound.dispensary),
  response: generationStarted,
  responses: {
    202: "Generation started (or already under way or done): { message, generation }",
    401: "Not signed in",
    402: messages.feeDue,
    403: "Not the store's owner",
    404: "No store with that id",
  },
  async handle({ params, graph }) {
    const { requestDesigns } = await graph(RequestDesigns, { input: { dispensaryId: params.id } });
    const body = { message: requestDesigns.message, generation: requestDesigns.dispensary.generation };
    return { status: 202, body: documented(generationStarted, body) };
  },
});
