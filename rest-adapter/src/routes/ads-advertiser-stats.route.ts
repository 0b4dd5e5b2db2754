import { STATS_DAYS } from "@highcotton/ads/contract";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { adsMessages, statsBody } from "./ads-bodies.ts";

const MyAdvertiserStats = graphql(`
  query MyAdvertiserStats($days: Int!) {
    myAdvertiser {
      stats(days: $days) {
        ...AdvertiserStatsBody
      }
    }
  }
`);

export default defineRoute({
  method: "GET",
  path: "/api/advertiser/stats",
  tag: "ads",
  summary: "Viewable impressions, clicks and click-through rate per UTC day, and the totals",
  auth: "required",
  query: z.object({
    days: z.coerce
      .number(adsMessages.statsDaysInvalid)
      .int(adsMessages.statsDaysInvalid)
      .min(STATS_DAYS.min, adsMessages.statsDaysInvalid)
      .max(STATS_DAYS.max, adsMessages.statsDaysInvalid)
      .default(STATS_DAYS.default)
      .meta({
        description: `How many days back, today included (${STATS_DAYS.min} to ${STATS_DAYS.max}, default ${STATS_DAYS.default})`,
      }),
  }),
  response: statsBody,
  responses: {
    200: "Every day of the range, oldest first, and the totals",
    400: "Days out of range",
    401: "Not signed in",
    404: "No approved advertiser for this user yet",
  },
  async handle({ query, graph }) {
    const data = await graph(MyAdvertiserStats, { days: query.days });
    if (!data.myAdvertiser) throw new HttpError(404, adsMessages.noAdvertiser);
    return { status: 200, body: documented(statsBody, data.myAdvertiser.stats) };
  },
});
