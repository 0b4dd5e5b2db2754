import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { adsMessages, advertiserBody } from "./ads-bodies.ts";

const ChangeAdvertiserCard = graphql(`
  mutation ChangeAdvertiserCard($paymentMethodId: String!) {
    changeAdvertiserCard(paymentMethodId: $paymentMethodId) {
      ...AdvertiserBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/advertiser/subscription/card",
  tag: "ads",
  summary: "Change the card that pays the advertising plan from its next renewal (nothing is charged now)",
  auth: "required",
  body: z.object({
    paymentMethodId: z
      .string(adsMessages.paymentMethodRequired)
      .min(1, adsMessages.paymentMethodRequired)
      .max(255, adsMessages.paymentMethodRequired)
      .regex(/^pm_\w+$/, adsMessages.paymentMethodRequired)
      .meta({ description: "pm_… from Stripe Elements or POST /api/advertiser/payment-methods (pm_card_visa works offline)" }),
  }),
  response: advertiserBody,
  responses: {
    200: "The advertiser with its new card on file",
    400: "A missing or unknown payment method",
    401: "Not signed in",
    402: "The card was declined (the provider's message); the old card stays",
    404: "No approved advertiser for this user yet",
    409: `${adsMessages.planNotPaid} (POST /api/advertiser/subscription pays it)`,
    429: "Too many cards refused for this account; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(ChangeAdvertiserCard, { paymentMethodId: body.paymentMethodId });
    return { status: 200, body: documented(advertiserBody, data.changeAdvertiserCard) };
  },
});
