import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { reactionsBody, selectionOf } from "./bodies.ts";
import { notFound, pathId } from "./inputs.ts";

export default defineRoute({
  method: "GET",
  path: "/api/designs/{id}/reactions",
  tag: "catalog",
  summary: "A design's heart and thumbs-up counts",
  params: pathId(notFound.design),
  response: reactionsBody,
  responses: { 200: "{ hearts, thumbsUp }", 404: "No design with that id" },
  async handle({ params, graph }) {
    const data = await graph(`query ($id: ID!) { design(id: $id) { reactions { ${selectionOf(reactionsBody)} } } }`, {
      id: params.id,
    });
    if (!data.design) throw new HttpError(404, notFound.design);
    return { status: 200, body: data.design.reactions };
  },
});
