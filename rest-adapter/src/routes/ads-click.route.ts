import { IMPRESSION_TOKEN_MAX_LENGTH } from "@highcotton/ads/contract";
import { entityId } from "@highcotton/kit/validation";
import { z } from "zod";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { adsMessages, browserId, optionalSessionId } from "./ads-bodies.ts";

const ClickAdvertisement = graphql(`
  mutation ClickAdvertisement($advertisementId: ID!, $token: String, $sessionId: String) {
    clickAdvertisement(advertisementId: $advertisementId, token: $token, sessionId: $sessionId)
  }
`);

/**
 * A click on an ad: counted only with the ad's impression token whose impression counted, once;
 * any other click (no token, a spent or expired one, too soon, a sender past its limits) is counted
 * as invalid traffic, and the visitor goes on all the same to the advertiser's website as the
 * service knows it. Nothing in the request names where to go, so the link cannot be made to send
 * anyone elsewhere.
 */
export default defineRoute({
  method: "GET",
  path: "/api/ads/{id}/click",
  tag: "ads",
  summary: "Count a click on an ad and redirect to the advertiser's website",
  navigation: true,
  params: z.object({ id: entityId("id", adsMessages.adNotFound) }),
  query: z.object({
    token: z
      .string(adsMessages.impressionTokenInvalid)
      .max(IMPRESSION_TOKEN_MAX_LENGTH, adsMessages.impressionTokenInvalid)
      .optional()
      .meta({ description: "The impressionToken served with the ad: the click counts only with it, after its impression" }),
    pageViewId: browserId(adsMessages.pageViewIdInvalid).optional(),
    eventId: browserId(adsMessages.eventIdInvalid).optional(),
    sessionId: optionalSessionId,
  }),
  responses: {
    302: "To the advertiser's website, whether or not the click counted",
    400: "A token over 256 characters, or a malformed page view id, event id or session id",
    404: "No running ad with that id, or its advertiser has no website",
  },
  async handle({ params, query, graph, reply }) {
    // The counted click must reach the server each time, and the page it came from stays ours.
    reply.header("cache-control", "no-store").header("referrer-policy", "strict-origin-when-cross-origin");
    const data = await graph(ClickAdvertisement, {
      advertisementId: params.id,
      token: query.token ?? null,
      sessionId: query.sessionId ?? null,
    });
    if (!data.clickAdvertisement) throw new HttpError(404, adsMessages.adNotFound);
    return { redirect: data.clickAdvertisement };
  },
});
