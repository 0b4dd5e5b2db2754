import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { merchantBody } from "./bodies.ts";
import { paymentMethodId } from "./inputs.ts";

const ResumeMerchantSubscription = graphql(`
  mutation ResumeMerchantSubscription($paymentMethodId: String) {
    resumeMerchantSubscription(paymentMethodId: $paymentMethodId) {
      ...MerchantBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/merchant/subscription",
  tag: "fulfillment",
  summary: "Keep a subscription canceled at period end (no card), or pay a lapsed $5/month subscription again with a card",
  auth: "required",
  body: z.object({ paymentMethodId: paymentMethodId.optional() }),
  response: merchantBody,
  responses: {
    200: "The merchant, active again, or renewing again as before when a cancel was pending",
    400: "A missing (for a lapsed subscription) or unknown payment method",
    401: "Not signed in",
    402: "The card was declined (the provider's message)",
    404: "The user has no merchant account yet",
    409: "The subscription is already active and not canceled",
    429: "Too many cards refused for this account in the last hour; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(ResumeMerchantSubscription, { paymentMethodId: body.paymentMethodId ?? null });
    return { status: 200, body: documented(merchantBody, data.resumeMerchantSubscription) };
  },
});
