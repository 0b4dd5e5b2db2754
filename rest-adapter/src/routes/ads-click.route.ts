import { entityId } from "@highcotton/kit/validation";
import { z } from "zod";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { adsMessages, browserId, optionalSessionId } from "./ads-bodies.ts";

const ClickAdvertisement = graphql(`
  mutation ClickAdvertisement($advertisementId: ID!, $pageViewId: String!, $eventId: String!, $sessionId: String) {
    clickAdvertisement(advertisementId: $advertisementId, pageViewId: $pageViewId, eventId: $eventId, sessionId: $sessionId)
  }
`);

/**
 * A click on an ad: counted once per page view (a sender over the event limits is sent on
 * uncounted), then the visitor goes to the advertiser's website as the service knows it; nothing in
 * the request names where to go, so the link cannot be made to send anyone elsewhere.
 */
export default defineRoute({
  method: "GET",
  path: "/api/ads/{id}/click",
  tag: "ads",
  summary: "Count a click on an ad and redirect to the advertiser's website",
  navigation: true,
  params: z.object({ id: entityId("id", adsMessages.adNotFound) }),
  query: z.object({
    pageViewId: browserId(adsMessages.pageViewIdInvalid),
    eventId: browserId(adsMessages.eventIdInvalid),
    sessionId: optionalSessionId,
  }),
  responses: {
    302: "To the advertiser's website",
    400: "A malformed page view id, event id or session id",
    404: "No running ad with that id, or its advertiser has no website",
  },
  async handle({ params, query, graph, reply }) {
    // The counted click must reach the server each time, and the page it came from stays ours.
    reply.header("cache-control", "no-store").header("referrer-policy", "strict-origin-when-cross-origin");
    const data = await graph(ClickAdvertisement, {
      advertisementId: params.id,
      pageViewId: query.pageViewId,
      eventId: query.eventId,
      sessionId: query.sessionId ?? null,
    });
    if (!data.clickAdvertisement) throw new HttpError(404, adsMessages.adNotFound);
    return { redirect: data.clickAdvertisement };
  },
});
