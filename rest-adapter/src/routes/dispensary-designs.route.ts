import { z } from "zod";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { DESIGN_FIELDS } from "./catalog-fields.ts";

export default defineRoute({
  method: "GET",
  path: "/api/dispensaries/{id}/designs",
  tag: "catalog",
  summary: "A store's designs",
  params: z.object({ id: z.string() }),
  responses: { 200: "The designs", 404: "No store with that id" },
  async handle({ params, graph }) {
    const data = await graph(`query ($id: ID!) { dispensary(id: $id) { designs { ${DESIGN_FIELDS} } } }`, { id: params.id });
    if (!data.dispensary) throw new HttpError(404, "Dispensary not found");
    return { status: 200, body: data.dispensary.designs };
  },
});
