import { z } from "zod";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { designBody, selectionOf } from "./bodies.ts";
import { notFound, pathId } from "./inputs.ts";

export default defineRoute({
  method: "GET",
  path: "/api/dispensaries/{id}/designs",
  tag: "catalog",
  summary: "A store's designs",
  params: pathId(notFound.dispensary),
  response: z.array(designBody),
  responses: { 200: "The designs", 404: "No store with that id" },
  async handle({ params, graph }) {
    const data = await graph(`query ($id: ID!) { dispensary(id: $id) { designs { ${selectionOf(designBody)} } } }`, {
      id: params.id,
    });
    if (!data.dispensary) throw new HttpError(404, notFound.dispensary);
    return { status: 200, body: data.dispensary.designs };
  },
});
