import { AD_EVENT_KINDS, adEventBatch, IMPRESSION_TOKEN_MAX_LENGTH } from "@highcotton/ads/contract";
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
  eventId: browserId(adsMessages.eventIdInvalid).optional(),
  advertisementId: entityId("Advertisement id", adsMessages.eventAdRequired),
  kind: z.enum(AD_EVENT_KINDS, adsMessages.eventKindInvalid),
  token: z
    .string(adsMessages.impressionTokenInvalid)
    .max(IMPRESSION_TOKEN_MAX_LENGTH, adsMessages.impressionTokenInvalid)
    .optional()
    .meta({
      description:
        "The impressionToken GET /api/ads/serve answered with the ad: an impression counts only with it, once; a click only after its impression counted, once",
    }),
  pageViewId: browserId(adsMessages.pageViewIdInvalid).optional(),
  visibleMs: z
    .int(adsMessages.visibleMsInvalid)
    .min(0, adsMessages.visibleMsInvalid)
    .max(86_400_000, adsMessages.visibleMsInvalid)
    .optional()
    .meta({ description: "How long the ad had been at least half on screen without a break (impressions)" }),
});

/**
 * What the browser saw of the ads it showed, in batches. Called for every ad on every page view,
 * so it only checks the batch's shape and records it in one call; the service counts an event only
 * with its ad's unspent impression token, once, and rate-limits per session and address. Events it
 * does not count are answered all the same (202) and counted as invalid traffic. A text/plain body
 * is read as JSON: the browser sends the last batch of a page with navigator.sendBeacon.
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
    202: "{ accepted, duplicates }: events counted now, and events whose token had counted before (sent again); events for an ad that is not running, impressions not in view long enough, and invalid traffic (no valid token, expired, too fast, past the sender's valid events a minute, a click before its impression) count as neither",
    400: "A batch that is not 1 to 50 well-formed events (nothing is counted)",
    413: "The body is over 64 KB",
    429: "Past the hard limit of events from this session or address (nothing is counted); Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(RecordAdEvents, { input: body });
    return { status: 202, body: documented(receipt, data.recordAdEvents) };
  },
});
