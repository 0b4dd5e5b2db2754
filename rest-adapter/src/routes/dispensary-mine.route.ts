import { defineRoute } from "../route.ts";
import { myDispensaryBody, selectionOf } from "./bodies.ts";

export default defineRoute({
  method: "GET",
  path: "/api/dispensary",
  tag: "catalog",
  summary: "The signed-in user's store (null when they have none)",
  auth: "required",
  response: myDispensaryBody.nullable(),
  responses: { 200: "The store, or null", 401: "Not signed in" },
  async handle({ graph }) {
    const data = await graph(`query { myDispensary { ${selectionOf(myDispensaryBody)} } }`);
    return { status: 200, body: data.myDispensary };
  },
});
