import { graphql } from "../graphql/gen/gql.ts";
import { stripeWebhookRoute } from "./stripe-webhooks.ts";

const ReceiveStripeWebhook = graphql(`
  mutation ReceiveStripeWebhook($payload: String!, $signature: String!) {
    receiveStripeWebhook(payload: $payload, signature: $signature)
  }
`);

/** Stripe's event deliveries for shoppers' payments: commerce verifies each and records it once. */
export default stripeWebhookRoute({
  path: "/api/webhooks/stripe",
  tag: "commerce",
  summary: "Stripe webhook endpoint (payment_intent.succeeded, payment_intent.payment_failed, charge.refunded)",
  mutation: ReceiveStripeWebhook,
  received: "The event was verified and recorded (a redelivery changes nothing)",
});
