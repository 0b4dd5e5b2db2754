import { messages } from "@highcotton/commerce/contract";
import { sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";
import { paymentIntentBody } from "./bodies.ts";
import { dollars, sessionHeader } from "./inputs.ts";

const CreatePaymentIntent = graphql(`
  mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {
    createPaymentIntent(input: $input) {
      ...PaymentIntentBody
    }
  }
`);

/**
 * SPEC's `{ amount }`: what the browser shows as the total. The payment is always asked for the
 * server's total of the session's cart, so an amount that differs from it is refused.
 */
export default defineRoute({
  method: "POST",
  path: "/api/create-payment-intent",
  tag: "commerce",
  summary: "Ask the card provider for a payment of the cart's total",
  headers: sessionHeader,
  body: z.object({
    amount: dollars(messages.amountInvalid),
    sessionId: sessionIdSchema.nullish(),
  }),
  response: paymentIntentBody,
  responses: {
    201: "The payment: { clientSecret, paymentIntentId, amount, provider }",
    400: "A non-positive or non-numeric amount, one that differs from the cart's total, an empty cart, or no session id",
    403: messages.storeNotSelling,
  },
  async handle({ body, graph }) {
    const data = await graph(CreatePaymentIntent, { input: { amount: body.amount, sessionId: body.sessionId } });
    return { status: 201, body: documented(paymentIntentBody, data.createPaymentIntent) };
  },
});
