import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { ownerDesignBody } from "./brand-kit-bodies.ts";
import { notFound, pathId } from "./inputs.ts";

const SetDesignHidden = graphql(`
  mutation SetDesignHidden($input: SetDesignHiddenInput!) {
    setDesignHidden(input: $input) {
      ...OwnerDesignBody
    }
  }
`);

export default defineRoute({
  method: "PUT",
  path: "/api/designs/{id}/visibility",
  tag: "catalog",
  summary: "Hide a design (off the store page and the marketplace, not sold) or show it again (its store's owner only)",
  auth: "required",
  params: pathId(notFound.design),
  body: z.object({ hidden: z.boolean("hidden must be true or false") }),
  response: ownerDesignBody,
  responses: {
    200: "The design",
    400: "hidden is not true or false",
    401: "Not signed in",
    403: "Not the owner of the design's store, or a shopper's custom design",
    404: "No design with that id",
  },
  async handle({ params, body, graph }) {
    const data = await graph(SetDesignHidden, { input: { designId: params.id, hidden: body.hidden } });
    return { status: 200, body: documented(ownerDesignBody, data.setDesignHidden) };
  },
});
