import { readFileSync } from "node:fs";
import { paymentsModeOf, requireProviderKeys } from "@highcotton/billing";
import { defineService, mergeResolvers } from "@highcotton/kit";
import {
  MerchantSubscribedSchema,
  MerchantSubscriptionLapsedSchema,
  MerchantWithdrawalCompletedSchema,
  MerchantWithdrawalRequestedSchema,
  OrderAcceptedSchema,
  OrderFulfilledSchema,
  OrderPlacedSchema,
  UserRegisteredSchema,
} from "@highcotton/proto";
import type { FulfillmentDeps } from "./application/fulfillment-deps.ts";
import { payMerchantWithdrawals } from "./application/pay-merchant-withdrawals.ts";
import { renewOfflineSubscriptions } from "./application/renew-offline-subscriptions.ts";
import { seedDemoMerchant } from "./application/seed-demo-merchant.ts";
import { onOrderPlaced } from "./events/order-placed.consumer.ts";
import { onUserRegistered } from "./events/user-registered.consumer.ts";
import { createMerchantPayouts, payoutSettings } from "./payouts/create-payouts.ts";
import { leadResolvers } from "./resolvers/lead.resolver.ts";
import { merchantResolvers } from "./resolvers/merchant.resolver.ts";
import { withdrawalResolvers } from "./resolvers/withdrawal.resolver.ts";
import { createSubscriptions } from "./subscriptions/create-providers.ts";
import { billingSettings } from "./subscriptions/settings.ts";

/** How often the offline provider looks for subscriptions whose paid month has ended. */
const RENEWAL_CHECK_MS = 15 * 60_000;
/** How often the payout job looks for merchants' withdrawals to pay. */
const PAYOUT_CHECK_MS = 60_000;

export const fulfillmentService = defineFulfillmentService();

/**
 * The fulfillment service. `adjust` sees and may change its wiring before anything uses it; tests
 * use it for a clock they move, a webhook secret or a subscription provider they control.
 */
export function defineFulfillmentService(adjust: (deps: FulfillmentDeps) => FulfillmentDeps = (deps) => deps) {
  return defineService({
    name: "fulfillment",
    port: 4004,
    owns: "print merchants, their subscriptions, order leads, merchant earnings and withdrawals",
    typeDefs: readFileSync(new URL("./schema.graphql", import.meta.url), "utf8"),
    migrationsFolder: new URL("./db/migrations", import.meta.url).pathname,
    settings: billingSettings.extend(payoutSettings.shape),
    secrets: ["STRIPE_SECRET_KEY", "STRIPE_BILLING_WEBHOOK_SECRET"],
    publishes: [
      MerchantSubscribedSchema,
      MerchantSubscriptionLapsedSchema,
      OrderAcceptedSchema,
      OrderFulfilledSchema,
      MerchantWithdrawalRequestedSchema,
      MerchantWithdrawalCompletedSchema,
    ],
    consumes: [OrderPlacedSchema, UserRegisteredSchema],
    // In production a card provider without its key would bill through the offline provider.
    checkSettings: (settings, config) =>
      requireProviderKeys(paymentsModeOf(config), { STRIPE_SECRET_KEY: settings.STRIPE_SECRET_KEY }),
    build(context, settings) {
      const now = () => new Date();
      // The offline provider reads the clock the wiring ends up with (tests move it).
      const clock = () => deps.now();
      const deps: FulfillmentDeps = adjust({
        db: context.db,
        database: context.database,
        logger: context.logger,
        ...createSubscriptions(settings, { db: context.db, now: clock, mode: paymentsModeOf(context.config) }),
        stripeBillingWebhookSecret: settings.STRIPE_BILLING_WEBHOOK_SECRET,
        stripePublishableKey: settings.STRIPE_PUBLISHABLE_KEY,
        payouts: createMerchantPayouts(settings),
        now,
      });
      onOrderPlaced(context.consumer, deps);
      onUserRegistered(context.consumer, deps);
      return {
        resolvers: mergeResolvers(merchantResolvers(deps), leadResolvers(deps), withdrawalResolvers(deps)),
        jobs: [
          {
            name: "fulfillment-renew-subscriptions",
            everyMs: RENEWAL_CHECK_MS,
            run: async () => void (await renewOfflineSubscriptions(deps)),
          },
          {
            name: "fulfillment-pay-withdrawals",
            everyMs: PAYOUT_CHECK_MS,
            run: async () => void (await payMerchantWithdrawals(deps)),
          },
        ],
        seedOnDemoStores: (signal) => seedDemoMerchant(deps, { signal }),
      };
    },
  });
}
