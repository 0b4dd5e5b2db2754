import { z } from "zod";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";

const ReceiveStripeBillingWebhook = graphql(`
  mutation ReceiveStripeBillingWebhook($payload: String!, $signature: String!) {
    receiveStripeBillingWebhook(payload: $payload, signature: $signature)
  }
`);

const signatureMissing = "Missing Stripe-Signature header";

/**
 * Stripe Billing's deliveries for merchants' subscriptions, on an endpoint of their own with its
 * own secret. The signature covers the exact bytes Stripe sent, so the body is passed on unparsed.
 */
export default defineRoute({
  method: "POST",
  path: "/api/webhooks/stripe-billing",
  tag: "fulfillment",
  summary: "Stripe Billing webhook endpoint (invoice.paid, invoice.payment_failed, customer.subscription.deleted)",
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
    200: "The event was verified and applied once (a redelivery changes nothing; other types are ignored)",
    400: "No signing secret is configured, or the signature is missing, does not match or is too old",
  },
  async handle({ rawBody, headers, graph }) {
    await graph(ReceiveStripeBillingWebhook, { payload: rawBody, signature: headers["stripe-signature"] });
    return { status: 200, body: { received: true } };
  },
});
