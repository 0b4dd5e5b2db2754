import { BRAND_COLORS_MAX, BRAND_SLOGANS_MAX, brandKitSchema } from "@highcotton/catalog/contract";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { brandKitBody } from "./brand-kit-bodies.ts";
import { notFound, pathId } from "./inputs.ts";

const SaveBrandKit = graphql(`
  mutation SaveBrandKit($input: SaveBrandKitInput!) {
    saveBrandKit(input: $input) {
      ...BrandKitBody
    }
  }
`);

export default defineRoute({
  method: "PUT",
  path: "/api/dispensaries/{id}/brand-kit",
  tag: "catalog",
  summary: `Save the brand kit's colours (up to ${BRAND_COLORS_MAX}) and slogans (up to ${BRAND_SLOGANS_MAX}); new designs use them (owner only)`,
  auth: "required",
  params: pathId(notFound.dispensary),
  body: brandKitSchema,
  response: brandKitBody,
  responses: {
    200: "The saved brand kit",
    400: "Invalid colours or slogans, with the rule's message",
    401: "Not signed in",
    403: "Not the store's owner",
    404: "No store with that id",
  },
  async handle({ params, body, graph }) {
    const data = await graph(SaveBrandKit, { input: { dispensaryId: params.id, ...body } });
    return { status: 200, body: documented(brandKitBody, data.saveBrandKit) };
  },
});
