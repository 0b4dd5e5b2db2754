import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { myDispensaryBody } from "./bodies.ts";

const MyDispensary = graphql(`
  query MyDispensary {
    myDispensary {
      ...MyDispensaryBody
    }
  }
`);

const storeOrNull = myDispensaryBody.nullable();

export default defineRoute({
  method: "GET",
  path: "/api/dispensary",
  tag: "catalog",
  summary: "The signed-in user's store (null when they have none)",
  auth: "required",
  response: storeOrNull,
  responses: { 200: "The store, or null", 401: "Not signed in" },
  async handle({ graph }) {
    const data = await graph(MyDispensary);
    return { status: 200, body: documented(storeOrNull, data.myDispensary) };
  },
});
