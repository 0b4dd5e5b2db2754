import { cents, graphQLErrorOf, type RequestContext, type Resolvers, toDecimal, unwrap } from "@highcotton/kit";
import { cancelSubscription } from "../application/cancel-subscription.ts";
import { changeSubscriptionCard } from "../application/change-subscription-card.ts";
import { createMerchant } from "../application/create-merchant.ts";
import { createOfflinePaymentMethod } from "../application/create-offline-payment-method.ts";
import { findMerchantOf, findOwnMerchant, type MerchantView } from "../application/find-merchant.ts";
import type { FulfillmentDeps } from "../application/fulfillment-deps.ts";
import { receiveStripeBillingWebhook } from "../application/handle-stripe-billing-webhook.ts";
import { resumeSubscription } from "../application/resume-subscription.ts";
import { MONTHLY_FEE_CENTS } from "../domain/constants.ts";
import { messages } from "../domain/messages.ts";

/** A merchant on the wire: money as SPEC's decimal strings. */
const merchantOut = (merchant: MerchantView) => ({
  ...merchant,
  subscriptionProvider: merchant.provider,
  monthlyFee: toDecimal(merchant.monthlyFee),
  totalRevenue: toDecimal(merchant.totalRevenue),
  availableBalance: toDecimal(merchant.availableBalance),
});

/** The signed-in user's merchant: sign-up, the subscription, the offline card form. */
export function merchantResolvers(deps: FulfillmentDeps): Resolvers {
  return {
    Query: {
      // Read by the token's user id: a merchant is only ever its owner's.
      myMerchant: async (_parent, _args, context) => {
        if (!context.user) throw graphQLErrorOf("UNAUTHENTICATED", messages.signInRequired);
        const merchant = await findMerchantOf(deps, context.user.id);
        return merchant && merchantOut(merchant);
      },
      merchantPaymentSettings: () => ({
        cardProvider: deps.subscriptions.provider,
        payoutProvider: deps.payouts.provider,
        stripePublishableKey: deps.subscriptions.provider === "stripe" ? (deps.stripePublishableKey ?? null) : null,
        monthlyFee: toDecimal(cents(MONTHLY_FEE_CENTS)),
      }),
    },
    Mutation: {
      createMerchant: async (_parent, args: { input: unknown }, context) =>
        merchantOut(unwrap(await createMerchant(deps, context.user, args.input, context.requestId))),
      resumeMerchantSubscription: async (_parent, args: { paymentMethodId: unknown }, context) =>
        merchantOut(unwrap(await resumeSubscription(deps, context.user, args.paymentMethodId, context.requestId))),
      cancelMerchantSubscription: async (_parent, _args, context) =>
        merchantOut(unwrap(await cancelSubscription(deps, context.user))),
      changeMerchantCard: async (_parent, args: { paymentMethodId: unknown }, context) =>
        merchantOut(unwrap(await changeSubscriptionCard(deps, context.user, args.paymentMethodId))),
      createOfflinePaymentMethod: async (_parent, args: { card: unknown }, context) =>
        unwrap(await createOfflinePaymentMethod(deps, context.user, args.card)),
      receiveStripeBillingWebhook: async (_parent, args: { payload: string; signature: string }, context) =>
        unwrap(await receiveStripeBillingWebhook(deps, args, context.requestId)),
    },
    Merchant: {
      // Another subgraph naming a merchant gets it only for the merchant's own owner.
      __resolveReference: async (reference: { id: string }, context: RequestContext) => {
        if (!context.user) return null;
        const merchant = await findOwnMerchant(deps, reference.id, context.user.id);
        return merchant && merchantOut(merchant);
      },
    },
  };
}
