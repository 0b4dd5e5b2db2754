import { DESIGN_REGENERATIONS_PER_MONTH, messages } from "@highcotton/catalog/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { ownerDesignBody } from "./brand-kit-bodies.ts";
import { notFound, pathId } from "./inputs.ts";

const RegenerateDesign = graphql(`
  mutation RegenerateDesign($id: ID!) {
    regenerateDesign(designId: $id) {
      regenerationsLeft
      design {
        ...OwnerDesignBody
      }
    }
  }
`);

const regeneration = z.object({ design: ownerDesignBody, regenerationsLeft: z.int().min(0) });

export default defineRoute({
  method: "POST",
  path: "/api/designs/{id}/regenerate",
  tag: "catalog",
  summary: `Draw a new design in this one's place (${DESIGN_REGENERATIONS_PER_MONTH} per store per calendar month, UTC); the old one is hidden once the new one is ready (its store's owner only)`,
  auth: "required",
  params: pathId(notFound.design),
  response: regeneration,
  responses: {
    202: "Being drawn: { design (regenerating), regenerationsLeft }",
    401: "Not signed in",
    402: messages.feeDue,
    403: "Not the owner of the design's store, or a shopper's custom design",
    404: "No design with that id",
    409: messages.designAlreadyReplaced,
    429: `${messages.regenerationsUsedUp}; Retry-After says when the next month starts`,
  },
  async handle({ params, graph }) {
    const data = await graph(RegenerateDesign, { id: params.id });
    return { status: 202, body: documented(regeneration, data.regenerateDesign) };
  },
});
