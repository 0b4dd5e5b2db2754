import { AD_PLACEMENTS, IMPRESSION_TOKEN_TTL_SECONDS } from "@highcotton/ads/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { adsMessages, servedAdBody } from "./ads-bodies.ts";

const ServedAdvertisement = graphql(`
  query ServedAdvertisement($placement: AdPlacement!) {
    servedAdvertisement(placement: $placement) {
      ...ServedAdvertisementBody
      impressionToken
    }
  }
`);

const served = z.object({
  ad: servedAdBody.nullable(),
  impressionToken: z
    .string()
    .nullable()
    .meta({
      description: `Signed for this ad, slot and page view, good for ${IMPRESSION_TOKEN_TTL_SECONDS / 60} minutes: send it back as \`token\` with the impression (POST /api/ads/events) and the click (clickUrl?token=…); each counts only with it, once. Null when no ad runs.`,
    }),
});

/** Every page view with an ad slot asks once: a fresh draw each time, so nothing may cache it. */
export default defineRoute({
  method: "GET",
  path: "/api/ads/serve",
  tag: "ads",
  summary: "An ad for a page's ad slot, drawn among the running ads weighted by plan price",
  query: z.object({
    placement: z
      .enum(AD_PLACEMENTS, adsMessages.placementInvalid)
      .meta({ description: "The page: marketplace (/marketplace) or store (/store/:id)" }),
  }),
  response: served,
  responseHeaders: {
    "Cache-Control": { description: "no-store: each page view draws again", schema: z.literal("no-store") },
  },
  responses: {
    200: "{ ad, impressionToken }: the ad to show, labelled Sponsored, and its impression token; both null when none runs",
    400: "An unknown placement",
  },
  async handle({ query, graph, reply }) {
    const data = await graph(ServedAdvertisement, { placement: query.placement });
    reply.header("cache-control", "no-store");
    if (!data.servedAdvertisement) return { status: 200, body: documented(served, { ad: null, impressionToken: null }) };
    const { impressionToken, ...ad } = data.servedAdvertisement;
    return { status: 200, body: documented(served, { ad, impressionToken }) };
  },
});
