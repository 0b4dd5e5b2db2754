import { STOREFRONT_MAX_AGE_SECONDS } from "@highcotton/catalog/contract";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { designWithStoreBody } from "./bodies.ts";
import { notFound, pathId } from "./inputs.ts";

const Design = graphql(`
  query Design($id: ID!) {
    design(id: $id) {
      ...DesignWithStoreBody
    }
  }
`);

export default defineRoute({
  method: "GET",
  path: "/api/designs/{id}",
  tag: "catalog",
  summary: "One design, with its store's name",
  params: pathId(notFound.design),
  response: designWithStoreBody,
  publicMaxAge: STOREFRONT_MAX_AGE_SECONDS,
  responses: { 200: "The design", 404: "No design with that id" },
  async handle({ params, graph }) {
    const data = await graph(Design, { id: params.id });
    if (!data.design) throw new HttpError(404, notFound.design);
    return { status: 200, body: documented(designWithStoreBody, data.design) };
  },
});
