import { defineRoute } from "../route.ts";
import { MY_DISPENSARY_FIELDS } from "./catalog-fields.ts";

export default defineRoute({
  method: "GET",
  path: "/api/dispensary",
  tag: "catalog",
  summary: "The signed-in user's store (null when they have none)",
  responses: { 200: "The store, or null", 401: "Not signed in" },
  async handle({ graph }) {
    const data = await graph(`query { myDispensary { ${MY_DISPENSARY_FIELDS} } }`);
    return { status: 200, body: data.myDispensary };
  },
});
