import { z } from "zod";
import { defineRoute } from "../route.ts";

export default defineRoute({
  method: "POST",
  path: "/api/dispensaries/{id}/generate-designs",
  tag: "catalog",
  summary: "Start generating the store's 20 designs (owner only)",
  params: z.object({ id: z.string() }),
  responses: {
    202: "Generation started (or already under way or done): { message, generation }",
    401: "Not signed in",
    403: "Not the store's owner",
    404: "No store with that id",
  },
  async handle({ params, graph }) {
    const data = await graph(
      `mutation ($input: RequestDesignsInput!) { requestDesigns(input: $input) { message dispensary { generation { status ready expected } } } }`,
      { input: { dispensaryId: params.id } },
    );
    return { status: 202, body: { message: data.requestDesigns.message, generation: data.requestDesigns.dispensary.generation } };
  },
});
