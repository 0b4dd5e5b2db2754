import { STOREFRONT_MAX_AGE_SECONDS } from "@highcotton/catalog/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { designBody } from "./bodies.ts";
import { notFound, pathId } from "./inputs.ts";

const DispensaryDesigns = graphql(`
  query DispensaryDesigns($id: ID!) {
    dispensary(id: $id) {
      designs {
        ...DesignBody
      }
    }
  }
`);

const designs = z.array(designBody);

export default defineRoute({
  method: "GET",
  path: "/api/dispensaries/{id}/designs",
  tag: "catalog",
  summary: "A store's designs",
  params: pathId(notFound.dispensary),
  response: designs,
  publicMaxAge: STOREFRONT_MAX_AGE_SECONDS,
  responses: { 200: "The designs", 404: "No store with that id" },
  async handle({ params, graph }) {
    const data = await graph(DispensaryDesigns, { id: params.id });
    if (!data.dispensary) throw new HttpError(404, notFound.dispensary);
    return { status: 200, body: documented(designs, data.dispensary.designs) };
  },
});
