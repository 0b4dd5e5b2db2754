import { type Resolvers, unwrap } from "@highcotton/kit";
import type { AdsDeps } from "../application/ads-deps.ts";
import { cancelAdvertisingPlan } from "../application/cancel-advertising-plan.ts";
import { changeAdvertiserCard } from "../application/change-advertiser-card.ts";
import { createAdvertiserOfflinePaymentMethod } from "../application/create-offline-payment-method.ts";
import { receiveStripeAdvertiserBillingWebhook } from "../application/handle-stripe-billing-webhook.ts";
import { payAdvertisingPlan } from "../application/pay-advertising-plan.ts";

/** Advertisers pay their plan monthly: the card form, the payment, cancel and card change, and Stripe Billing's webhook. */
export function billingResolvers(deps: AdsDeps): Resolvers {
  return {
    Query: {
      // Stripe Elements needs the key only when Stripe bills; the offline provider has its own form.
      advertiserBillingPublishableKey: () => (deps.offline ? null : (deps.stripePublishableKey ?? null)),
    },
    Mutation: {
      createAdvertiserOfflinePaymentMethod: async (_parent, args: { card: unknown }, context) =>
        unwrap(await createAdvertiserOfflinePaymentMethod(deps, context.user, args.card)),
      payAdvertisingPlan: async (_parent, args: { paymentMethodId: unknown }, context) =>
        unwrap(await payAdvertisingPlan(deps, context.user, args.paymentMethodId, context.requestId)),
      cancelAdvertisingPlan: async (_parent, _args, context) => unwrap(await cancelAdvertisingPlan(deps, context.user)),
      changeAdvertiserCard: async (_parent, args: { paymentMethodId: unknown }, context) =>
        unwrap(await changeAdvertiserCard(deps, context.user, args.paymentMethodId)),
      receiveStripeAdvertiserBillingWebhook: async (_parent, args: { payload: string; signature: string }, context) =>
        unwrap(await receiveStripeAdvertiserBillingWebhook(deps, args, context.requestId)),
    },
  };
}
