import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { adsMessages, advertiserBody } from "./ads-bodies.ts";

const PayAdvertisingPlan = graphql(`
  mutation PayAdvertisingPlan($paymentMethodId: String) {
    payAdvertisingPlan(paymentMethodId: $paymentMethodId) {
      ...AdvertiserBody
    }
  }
`);

export default defineRoute({
  method: "POST",
  path: "/api/advertiser/subscription",
  tag: "ads",
  summary:
    "Pay the advertising plan monthly with a card: the first month now, and pending ads go live; or keep a plan canceled at period end (no card)",
  auth: "required",
  body: z.object({
    paymentMethodId: z
      .string(adsMessages.paymentMethodRequired)
      .min(1, adsMessages.paymentMethodRequired)
      .max(255, adsMessages.paymentMethodRequired)
      .regex(/^pm_\w+$/, adsMessages.paymentMethodRequired)
      .optional()
      .meta({
        description:
          "pm_… from Stripe Elements or POST /api/advertiser/payment-methods (pm_card_visa works offline); none to keep a canceled plan",
      }),
  }),
  response: advertiserBody,
  responses: {
    200: "The advertiser, paid (its pending ads are active), or renewing again as before when a cancel was pending",
    400: "A missing (for a plan not paid) or unknown payment method",
    401: "Not signed in",
    402: "The card was declined (the provider's message)",
    404: "No approved advertiser for this user yet",
    409: "The plan is already paid and not canceled",
    429: "Too many cards refused for this account; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(PayAdvertisingPlan, { paymentMethodId: body.paymentMethodId ?? null });
    return { status: 200, body: documented(advertiserBody, data.payAdvertisingPlan) };
  },
});
