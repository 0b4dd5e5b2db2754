import { z } from "zod";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";

export default defineRoute({
  method: "GET",
  path: "/api/designs/{id}/reactions",
  tag: "catalog",
  summary: "A design's heart and thumbs-up counts",
  params: z.object({ id: z.string() }),
  responses: { 200: "{ hearts, thumbsUp }", 404: "No design with that id" },
  async handle({ params, graph }) {
    const data = await graph(`query ($id: ID!) { design(id: $id) { reactions { hearts thumbsUp } } }`, { id: params.id });
    if (!data.design) throw new HttpError(404, "Design not found");
    return { status: 200, body: data.design.reactions };
  },
});
