import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { merchantBody } from "./bodies.ts";
import { paymentMethodId } from "./inputs.ts";

const ChangeMerchantCard = graphql(`
  mutation ChangeMerchantCard($paymentMethodId: String!) {
    changeMerchantCard(paymentMethodId: $paymentMethodId) {
      ...MerchantBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/merchant/subscription/card",
  tag: "fulfillment",
  summary: "Change the card that pays the $5/month subscription from its next renewal (nothing is charged now)",
  auth: "required",
  body: z.object({ paymentMethodId }),
  response: merchantBody,
  responses: {
    200: "The merchant with its new card on file",
    400: "A missing or unknown payment method",
    401: "Not signed in",
    402: "The card was declined (the provider's message); the old card stays",
    404: "The user has no merchant account yet",
    409: "The subscription is inactive: pay it again with POST /api/merchant/subscription",
    429: "Too many cards refused for this account in the last hour; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(ChangeMerchantCard, { paymentMethodId: body.paymentMethodId });
    return { status: 200, body: documented(merchantBody, data.changeMerchantCard) };
  },
});
