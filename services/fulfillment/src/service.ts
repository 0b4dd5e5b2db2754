import { readFileSync } from "node:fs";
import { paymentsModeOf, requireLivePayouts, requireProviderKeys } from "@highcotton/billing";
import { defineService, mergeResolvers } from "@highcotton/kit";
import {
  MerchantSubscribedSchema,
  MerchantSubscriptionLapsedSchema,
  MerchantWithdrawalCompletedSchema,
  MerchantWithdrawalRequestedSchema,
  OrderAcceptedSchema,
  OrderFulfilledSchema,
  OrderLeadExpiredSchema,
  OrderLeadReturnedSchema,
  OrderPlacedSchema,
  UserRegisteredSchema,
} from "@highcotton/proto";
import { z } from "zod";
import { enforceLeadDeadlines, LEAD_DEADLINES_JOB } from "./application/enforce-lead-deadlines.ts";
import type { FulfillmentDeps } from "./application/fulfillment-deps.ts";
import { LeadChanges } from "./application/lead-changes.ts";
import { payMerchantWithdrawals } from "./application/pay-merchant-withdrawals.ts";
import { renewOfflineSubscriptions } from "./application/renew-offline-subscriptions.ts";
import { seedDemoMerchant } from "./application/seed-demo-merchant.ts";
import { LEAD_DEADLINE_DEFAULTS } from "./contract/index.ts";
import { leadDeadlinesOf } from "./domain/lead-deadlines.ts";
import { onOrderPlaced } from "./events/order-placed.consumer.ts";
import { onUserRegistered } from "./events/user-registered.consumer.ts";
import { createMerchantPayouts, payoutSettings } from "./payouts/create-payouts.ts";
import { leadResolvers } from "./resolvers/lead.resolver.ts";
import { merchantResolvers } from "./resolvers/merchant.resolver.ts";
import { operatorConsoleResolvers } from "./resolvers/operator-console.resolver.ts";
import { withdrawalResolvers } from "./resolvers/withdrawal.resolver.ts";
import { createSubscriptions } from "./subscriptions/create-providers.ts";
import { billingSettings } from "./subscriptions/settings.ts";

/** How often the offline provider looks for subscriptions whose paid month has ended. */
const RENEWAL_CHECK_MS = 15 * 60_000;
/** How often the payout job looks for merchants' withdrawals to pay. */
const PAYOUT_CHECK_MS = 60_000;

/** How often leads are checked against their deadlines (the deadlines are hours and days). */
const DEADLINE_CHECK_MS = 60_000;

/** A duration setting: a positive number (fractions allowed), with its default. */
const duration = (fallback: number, description: string) =>
  z.coerce.number().positive().max(3650).default(fallback).describe(description);

/** Fulfillment's settings: the card provider that bills merchants, how merchants are paid out, and how long a lead may wait. */
const fulfillmentSettings = billingSettings.extend(payoutSettings.shape).extend({
  LEAD_REOFFER_AFTER_HOURS: duration(
    LEAD_DEADLINE_DEFAULTS.reofferAfterHours,
    "Hours a lead may wait for a merchant before it is re-offered to merchants in every state (listed first for all of them and marked Re-offered nationwide).",
  ),
  ORDER_REFUND_AFTER_DAYS: duration(
    LEAD_DEADLINE_DEFAULTS.refundAfterDays,
    "Days a paid order may wait for a merchant to accept it, counted from its placing and never started again: then its lead is withdrawn and commerce refunds the shopper.",
  ),
  FULFIL_WITHIN_DAYS: duration(
    LEAD_DEADLINE_DEFAULTS.fulfilWithinDays,
    "Days a merchant has to fulfil an accepted order: the first miss returns the lead to the pool once (re-offered nationwide to every other merchant, with LEAD_REOFFER_AFTER_HOURS to be taken even past ORDER_REFUND_AFTER_DAYS); the second miss, or no taker, withdraws it and commerce refunds the shopper.",
  ),
});

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
    settings: fulfillmentSettings,
    secrets: ["STRIPE_SECRET_KEY", "STRIPE_BILLING_WEBHOOK_SECRET"],
    publishes: [
      MerchantSubscribedSchema,
      MerchantSubscriptionLapsedSchema,
      OrderAcceptedSchema,
      OrderFulfilledSchema,
      MerchantWithdrawalRequestedSchema,
      MerchantWithdrawalCompletedSchema,
      OrderLeadExpiredSchema,
      OrderLeadReturnedSchema,
    ],
    consumes: [OrderPlacedSchema, UserRegisteredSchema],
    // In production a card provider without its key would bill through the offline provider, and
    // the offline payout provider would mark merchants' withdrawals paid without paying them.
    checkSettings: (settings, config) => {
      requireProviderKeys(paymentsModeOf(config), { STRIPE_SECRET_KEY: settings.STRIPE_SECRET_KEY });
      requireLivePayouts(paymentsModeOf(config), settings);
    },
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
        leadDeadlines: leadDeadlinesOf(settings),
        leadChanges: new LeadChanges(context.database),
      });
      onOrderPlaced(context.consumer, deps);
      onUserRegistered(context.consumer, deps);
      return {
        resolvers: mergeResolvers(
          merchantResolvers(deps),
          leadResolvers(deps),
          withdrawalResolvers(deps),
          operatorConsoleResolvers(deps),
        ),
        jobs: [
          {
            name: "fulfillment-renew-subscriptions",
            everyMs: RENEWAL_CHECK_MS,
            run: async () => void (await renewOfflineSubscriptions(deps)),
          },
          {
            name: "fulfillment-pay-withdrawals",
            everyMs: PAYOUT_CHECK_MS,
            wakeOn: [MerchantWithdrawalRequestedSchema],
            run: async () => void (await payMerchantWithdrawals(deps)),
          },
          {
            name: LEAD_DEADLINES_JOB,
            everyMs: DEADLINE_CHECK_MS,
            // An order whose event arrives late (after an outage, or the demo's past orders) may be past a deadline already.
            wakeOn: [OrderPlacedSchema],
            run: async () => void (await enforceLeadDeadlines(deps)),
          },
        ],
        workers: [deps.leadChanges],
        seedOnDemoStores: (signal) => seedDemoMerchant(deps, { signal }),
      };
    },
  });
}
