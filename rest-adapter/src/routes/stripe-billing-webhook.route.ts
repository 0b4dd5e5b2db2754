import { graphql } from "../graphql/gen/gql.ts";
import { stripeWebhookRoute } from "./stripe-webhooks.ts";

const ReceiveStripeBillingWebhook = graphql(`
  mutation ReceiveStripeBillingWebhook($payload: String!, $signature: String!) {
    receiveStripeBillingWebhook(payload: $payload, signature: $signature)
  }
`);

/**
 * Stripe Billing's deliveries for merchants' subscriptions, on an endpoint of their own with its
 * own secret: fulfillment verifies each and applies it once.
 */
export default stripeWebhookRoute({
  path: "/api/webhooks/stripe-billing",
  tag: "fulfillment",
  summary: "Stripe Billing webhook endpoint (invoice.paid, invoice.payment_failed, customer.subscription.deleted)",
  mutation: ReceiveStripeBillingWebhook,
  received: "The event was verified and applied once (a redelivery changes nothing; other types are ignored)",
});
