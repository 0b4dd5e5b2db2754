import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { brandKitBody, ownerDesignBody } from "./brand-kit-bodies.ts";
import { notFound, pathId } from "./inputs.ts";

const BrandKit = graphql(`
  query BrandKit($id: ID!) {
    brandKit(dispensaryId: $id) {
      ...BrandKitBody
    }
    dispensary(id: $id) {
      regenerationsLeft
      ownerDesigns {
        ...OwnerDesignBody
      }
    }
  }
`);

const brandKitPage = z.object({
  brandKit: brandKitBody,
  regenerationsLeft: z.int().min(0),
  designs: z.array(ownerDesignBody),
});

export default defineRoute({
  method: "GET",
  path: "/api/dispensaries/{id}/brand-kit",
  tag: "catalog",
  summary:
    "The store's brand kit, every design (hidden ones too) and how many designs may still be regenerated this month (owner only)",
  auth: "required",
  params: pathId(notFound.dispensary),
  response: brandKitPage,
  responses: {
    200: "{ brandKit, regenerationsLeft, designs }",
    401: "Not signed in",
    403: "Not the store's owner",
    404: "No store with that id",
  },
  async handle({ params, graph }) {
    const data = await graph(BrandKit, { id: params.id });
    const body = {
      brandKit: data.brandKit,
      regenerationsLeft: data.dispensary?.regenerationsLeft ?? 0,
      designs: data.dispensary?.ownerDesigns ?? [],
    };
    return { status: 200, body: documented(brandKitPage, body) };
  },
});
