import { defineRoute } from "../route.ts";
import { DISPENSARY_FIELDS } from "./catalog-fields.ts";

export default defineRoute({
  method: "GET",
  path: "/api/dispensaries",
  tag: "catalog",
  summary: "Every store, newest first",
  responses: { 200: "The stores" },
  async handle({ graph }) {
    const data = await graph(`query { dispensaries { ${DISPENSARY_FIELDS} } }`);
    return { status: 200, body: data.dispensaries };
  },
});
