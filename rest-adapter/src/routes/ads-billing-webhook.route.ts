import { graphql } from "../graphql/gen/gql.ts";
import { stripeWebhookRoute } from "./stripe-webhooks.ts";

const ReceiveStripeAdvertiserBillingWebhook = graphql(`
  mutation ReceiveStripeAdvertiserBillingWebhook($payload: String!, $signature: String!) {
    receiveStripeAdvertiserBillingWebhook(payload: $payload, signature: $signature)
  }
`);

/**
 * Stripe Billing's deliveries for advertisers' plans, on an endpoint of their own with its own
 * secret: ads verifies each and applies it once.
 */
export default stripeWebhookRoute({
  path: "/api/webhooks/stripe-advertiser-billing",
  tag: "ads",
  summary:
    "Stripe Billing webhook endpoint for advertising plans (invoice.paid, invoice.payment_failed, customer.subscription.deleted)",
  mutation: ReceiveStripeAdvertiserBillingWebhook,
  received: "The event was verified and applied once (a redelivery changes nothing; other types are ignored)",
});
