import { defineRoute } from "../route.ts";
import { DESIGN_FIELDS } from "./catalog-fields.ts";

export default defineRoute({
  method: "GET",
  path: "/api/designs",
  tag: "catalog",
  summary: "Every store design, newest first",
  responses: { 200: "The designs" },
  async handle({ graph }) {
    const data = await graph(`query { designs { ${DESIGN_FIELDS} } }`);
    return { status: 200, body: data.designs };
  },
});
