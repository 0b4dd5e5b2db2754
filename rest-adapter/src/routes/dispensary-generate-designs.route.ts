import { z } from "zod";
import { defineRoute } from "../route.ts";
import { generationBody, selectionOf } from "./bodies.ts";
import { notFound, pathId } from "./inputs.ts";

export default defineRoute({
  method: "POST",
  path: "/api/dispensaries/{id}/generate-designs",
  tag: "catalog",
  summary: "Start generating the store's 20 designs (owner only)",
  auth: "required",
  params: pathId(notFound.dispensary),
  response: z.object({ message: z.string(), generation: generationBody }),
  responses: {
    202: "Generation started (or already under way or done): { message, generation }",
    401: "Not signed in",
    403: "Not the store's owner",
    404: "No store with that id",
  },
  async handle({ params, graph }) {
    const data = await graph(
      `mutation ($input: RequestDesignsInput!) { requestDesigns(input: $input) { message dispensary { generation { ${selectionOf(generationBody)} } } } }`,
      { input: { dispensaryId: params.id } },
    );
    return { status: 202, body: { message: data.requestDesigns.message, generation: data.requestDesigns.dispensary.generation } };
  },
});
