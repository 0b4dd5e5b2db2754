import { cardMessages } from "@highcotton/billing/cards";
import { safeText } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { offlineCardFields } from "./inputs.ts";

const ConfirmOfflineCardPayment = graphql(`
  mutation ConfirmOfflineCardPayment($input: ConfirmOfflineCardPaymentInput!) {
    confirmOfflineCardPayment(input: $input) {
      paymentIntentId
      status
    }
  }
`);

const confirmed = z.object({ paymentIntentId: z.string(), status: z.string() });

/**
 * The offline card provider's stand-in for Stripe.js: confirms a payment with a card. Stripe's
 * test numbers decide (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined); the
 * provider checks the card and answers a decline with its own message, as Stripe would.
 */
export default defineRoute({
  method: "POST",
  path: "/api/payments/offline/confirm",
  tag: "commerce",
  summary: "Confirm an offline card payment with a card (when cards are taken offline)",
  body: z.object({
    clientSecret: safeText("Client secret", { max: 200 }),
    card: z.object(offlineCardFields, cardMessages.detailsRequired),
  }),
  response: confirmed,
  responses: {
    200: "The payment succeeded: { paymentIntentId, status }",
    400: "Missing or malformed card details, with the card provider's message",
    402: "The card was declined, with the provider's message",
    404: "No payment with that client secret, or cards are not taken offline",
  },
  async handle({ body, graph }) {
    const data = await graph(ConfirmOfflineCardPayment, { input: body });
    return { status: 200, body: documented(confirmed, data.confirmOfflineCardPayment) };
  },
});
