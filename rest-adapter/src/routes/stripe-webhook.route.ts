import { z } from "zod";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";

const ReceiveStripeWebhook = graphql(`
  mutation ReceiveStripeWebhook($payload: String!, $signature: String!) {
    receiveStripeWebhook(payload: $payload, signature: $signature)
  }
`);

const signatureMissing = "Missing Stripe-Signature header";

/**
 * Stripe's event deliveries. The signature covers the exact bytes Stripe sent, so the body is
 * passed on unparsed with the header; commerce verifies it and records the event once.
 */
export default defineRoute({
  method: "POST",
  path: "/api/webhooks/stripe",
  tag: "commerce",
  summary: "Stripe webhook endpoint (payment_intent.succeeded, payment_intent.payment_failed, charge.refunded)",
  headers: z.object({
    "stripe-signature": z
      .string(signatureMissing)
      .min(1, signatureMissing)
      .max(2000, "The Stripe-Signature header is too long")
      .meta({ description: "Stripe's signature of the body: t=<timestamp>,v1=<HMAC-SHA256>" }),
  }),
  rawBody: z.looseObject({ id: z.string(), type: z.string() }).meta({ description: "A Stripe event, exactly as Stripe sent it" }),
  response: z.object({ received: z.literal(true) }),
  responses: {
    200: "The event was verified and recorded (a redelivery changes nothing)",
    400: "No signing secret is configured, or the signature is missing, does not match or is too old",
  },
  async handle({ rawBody, headers, graph }) {
    await graph(ReceiveStripeWebhook, { payload: rawBody, signature: headers["stripe-signature"] });
    return { status: 200, body: { received: true } };
  },
});
