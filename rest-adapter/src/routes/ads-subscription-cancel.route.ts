import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { adsMessages, advertiserBody } from "./ads-bodies.ts";

const CancelAdvertisingPlan = graphql(`
  mutation CancelAdvertisingPlan {
    cancelAdvertisingPlan {
      ...AdvertiserBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/advertiser/subscription/cancel",
  tag: "ads",
  summary: "Cancel the advertising plan at the end of the paid month (POST /api/advertiser/subscription keeps it)",
  auth: "required",
  response: advertiserBody,
  responses: {
    200: "The advertiser, its ads running until paidThrough, with cancelAtPeriodEnd set",
    401: "Not signed in",
    404: "No approved advertiser for this user yet",
    409: `${adsMessages.planAlreadyEnding}, or ${adsMessages.planNotPaid}`,
  },
  async handle({ graph }) {
    const data = await graph(CancelAdvertisingPlan, {});
    return { status: 200, body: documented(advertiserBody, data.cancelAdvertisingPlan) };
  },
});
