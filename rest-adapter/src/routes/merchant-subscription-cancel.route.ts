import { messages } from "@highcotton/fulfillment/contract";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { merchantBody } from "./bodies.ts";

const CancelMerchantSubscription = graphql(`
  mutation CancelMerchantSubscription {
    cancelMerchantSubscription {
      ...MerchantBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/merchant/subscription/cancel",
  tag: "fulfillment",
  summary: "Cancel the $5/month subscription at the end of the paid month (POST /api/merchant/subscription keeps it)",
  auth: "required",
  response: merchantBody,
  responses: {
    200: "The merchant, still active until currentPeriodEnd, with cancelAtPeriodEnd set",
    401: "Not signed in",
    404: "The user has no merchant account yet",
    409: `${messages.subscriptionAlreadyEnding}, or the subscription is inactive`,
  },
  async handle({ graph }) {
    const data = await graph(CancelMerchantSubscription, {});
    return { status: 200, body: documented(merchantBody, data.cancelMerchantSubscription) };
  },
});
