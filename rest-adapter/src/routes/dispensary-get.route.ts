import { STOREFRONT_MAX_AGE_SECONDS } from "@highcotton/catalog/contract";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { dispensaryBody } from "./bodies.ts";
import { notFound, pathId } from "./inputs.ts";

const Dispensary = graphql(`
  query Dispensary($id: ID!) {
    dispensary(id: $id) {
      ...DispensaryBody
    }
  }
`);

export default defineRoute({
  method: "GET",
  path: "/api/dispensaries/{id}",
  tag: "catalog",
  summary: "One store",
  params: pathId(notFound.dispensary),
  response: dispensaryBody,
  publicMaxAge: STOREFRONT_MAX_AGE_SECONDS,
  responses: { 200: "The store", 404: "No store with that id" },
  async handle({ params, graph }) {
    const data = await graph(Dispensary, { id: params.id });
    if (!data.dispensary) throw new HttpError(404, notFound.dispensary);
    return { status: 200, body: documented(dispensaryBody, data.dispensary) };
  },
});
