import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { reactionsBody } from "./bodies.ts";
import { notFound, pathId } from "./inputs.ts";

const DesignReactions = graphql(`
  query DesignReactions($id: ID!) {
    design(id: $id) {
      reactions {
        ...ReactionsBody
      }
    }
  }
`);

export default defineRoute({
  method: "GET",
  path: "/api/designs/{id}/reactions",
  tag: "catalog",
  summary: "A design's heart and thumbs-up counts",
  params: pathId(notFound.design),
  response: reactionsBody,
  responses: { 200: "{ hearts, thumbsUp }", 404: "No design with that id" },
  async handle({ params, graph }) {
    const data = await graph(DesignReactions, { id: params.id });
    if (!data.design) throw new HttpError(404, notFound.design);
    return { status: 200, body: documented(reactionsBody, data.design.reactions) };
  },
});
