import { AD_EVENT_KINDS, adEventBatch } from "@highcotton/ads/contract";
import { entityId } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { adsMessages, browserId, optionalSessionId } from "./ads-bodies.ts";

const RecordAdEvents = graphql(`
  mutation RecordAdEvents($input: RecordAdEventsInput!) {
    recordAdEvents(input: $input) {
      accepted
      duplicates
    }
  }
`);

/** A page view sends a handful of events; 50 of the longest ids fit in well under this. */
const EVENTS_BODY_LIMIT = 64 * 1024;

const receipt = z.object({ accepted: z.int().min(0), duplicates: z.int().min(0) });

const event = z.object({
  eventId: browserId(adsMessages.eventIdInvalid),
  advertisementId: entityId("Advertisement id", adsMessages.eventAdRequired),
  kind: z.enum(AD_EVENT_KINDS, adsMessages.eventKindInvalid),
  pageViewId: browserId(adsMessages.pageViewIdInvalid),
  visibleMs: z
    .int(adsMessages.visibleMsInvalid)
    .min(0, adsMessages.visibleMsInvalid)
    .max(86_400_000, adsMessages.visibleMsInvalid)
    .optional()
    .meta({ description: "How long the ad had been at least half on screen without a break (impressions)" }),
});

/**
 * What the browser saw of the ads it showed, in batches. Called for every ad on every page view,
 * so it only checks the batch's shape and records it in one call; the service counts each event id
 * once and rate-limits per session and address. A text/plain body is read as JSON: the browser
 * sends the last batch of a page with navigator.sendBeacon.
 */
export default defineRoute({
  method: "POST",
  path: "/api/ads/events",
  tag: "ads",
  summary: "Record viewable impressions and clicks, 1 to 50 at a time (JSON, or text/plain from sendBeacon)",
  plainTextJson: true,
  bodyLimit: EVENTS_BODY_LIMIT,
  body: z.object({
    sessionId: optionalSessionId,
    events: adEventBatch(event),
  }),
  response: receipt,
  responses: {
    202: "{ accepted, duplicates }: events counted now, and events counted before (sent again); events for an ad that is not running and impressions not in view long enough count as neither",
    400: "A batch that is not 1 to 50 well-formed events (nothing is counted)",
    413: "The body is over 64 KB",
    429: "Too many events from this session or address; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(RecordAdEvents, { input: body });
    return { status: 202, body: documented(receipt, data.recordAdEvents) };
  },
});
