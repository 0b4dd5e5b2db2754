import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { pageQuery } from "./community-bodies.ts";
import { notFound, pathId } from "./inputs.ts";

// Catalog answers whether the store exists; community adds the posts that name it.
const DispensaryMentions = graphql(`
  query DispensaryMentions($id: ID!, $first: Int) {
    dispensary(id: $id) {
      mentions(first: $first) {
        id
        brandName
        productName
        postText
        likesCount
        createdAt
      }
    }
  }
`);

const mentions = z.array(
  z.object({
    id: z.string(),
    brandName: z.string().nullable(),
    productName: z.string().nullable(),
    postText: z.string(),
    likesCount: z.int().min(0),
    createdAt: z.iso.datetime({ offset: true }),
  }),
);

export default defineRoute({
  method: "GET",
  path: "/api/dispensaries/{id}/mentions",
  tag: "community",
  summary: "Society posts that name a store, newest first (the dashboard's community mentions)",
  params: pathId(notFound.dispensary),
  query: z.object({ limit: pageQuery.limit }),
  response: mentions,
  responses: { 200: "The mentions (hidden posts left out)", 404: "No store with that id" },
  async handle({ params, query, graph }) {
    const data = await graph(DispensaryMentions, { id: params.id, first: query.limit });
    if (!data.dispensary) throw new HttpError(404, notFound.dispensary);
    return { status: 200, body: documented(mentions, data.dispensary.mentions) };
  },
});
