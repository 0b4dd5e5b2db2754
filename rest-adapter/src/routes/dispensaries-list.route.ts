import { STOREFRONT_MAX_AGE_SECONDS } from "@highcotton/catalog/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { dispensaryBody } from "./bodies.ts";

const Dispensaries = graphql(`
  query Dispensaries {
    dispensaries {
      ...DispensaryBody
    }
  }
`);

const stores = z.array(dispensaryBody);

export default defineRoute({
  method: "GET",
  path: "/api/dispensaries",
  tag: "catalog",
  summary: "Every store, newest first",
  response: stores,
  publicMaxAge: STOREFRONT_MAX_AGE_SECONDS,
  responses: { 200: "The stores" },
  async handle({ graph }) {
    const data = await graph(Dispensaries);
    return { status: 200, body: documented(stores, data.dispensaries) };
  },
});
