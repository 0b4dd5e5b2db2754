import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { offlineCardFields } from "./inputs.ts";

const CreateDispensaryOfflinePaymentMethod = graphql(`
  mutation CreateDispensaryOfflinePaymentMethod($card: DispensaryCardInput!) {
    createDispensaryOfflinePaymentMethod(card: $card) {
      id
      brand
      last4
    }
  }
`);

const paymentMethod = z.object({ id: z.string(), brand: z.string(), last4: z.string() });

/**
 * The offline card provider's stand-in for Stripe.js's createPaymentMethod: saves a card and
 * answers its pm_offline_… id for POST /api/dispensary and /api/dispensary/sign-on-fee.
 */
export default defineRoute({
  method: "POST",
  path: "/api/dispensary/payment-methods",
  tag: "catalog",
  summary: "Save a card at the offline provider for the store's fee (when cards are taken offline)",
  auth: "required",
  body: z.object(offlineCardFields),
  response: paymentMethod,
  responses: {
    201: "The saved card: its id (pm_offline_…), brand and last 4 digits",
    400: "Missing or malformed card details, with the card provider's message",
    401: "Not signed in",
    403: "Not a Dispensary Owner account",
    404: "Cards are not taken offline (Stripe Elements makes the card)",
    429: "Too many cards tried; Retry-After says when to try again",
  },
  async handle({ body, graph }) {
    const data = await graph(CreateDispensaryOfflinePaymentMethod, { card: body });
    return { status: 201, body: documented(paymentMethod, data.createDispensaryOfflinePaymentMethod) };
  },
});
