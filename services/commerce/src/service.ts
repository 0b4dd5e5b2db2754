import { readFileSync } from "node:fs";
import { paymentsModeOf } from "@highcotton/billing/live-payments";
import { defineService, mergeResolvers } from "@highcotton/kit";
import {
  CustomDesignGeneratedSchema,
  DesignsGeneratedSchema,
  DesignVisibilityChangedSchema,
  DispensaryCreatedSchema,
  DispensaryFeePaidSchema,
  DispensaryFeeRenewalFailedSchema,
  OrderAcceptedSchema,
  OrderFulfilledSchema,
  OrderLeadExpiredSchema,
  OrderLeadReturnedSchema,
  OrderPlacedSchema,
  PaymentRefundedSchema,
  WithdrawalCompletedSchema,
  WithdrawalRequestedSchema,
} from "@highcotton/proto";
import { z } from "zod";
import type { CommerceDeps } from "./application/commerce-deps.ts";
import { payWithdrawals } from "./application/pay-withdrawals.ts";
import { reconcilePayments } from "./application/reconcile-payments.ts";
import { refundExpiredOrders } from "./application/refund-expired-orders.ts";
import { seedDemoSales } from "./application/seed-demo-sales.ts";
import { onCustomDesignGenerated } from "./events/custom-design-generated.consumer.ts";
import { onDesignVisibilityChanged } from "./events/design-visibility-changed.consumer.ts";
import { onDesignsGenerated } from "./events/designs-generated.consumer.ts";
import { onDispensaryCreated } from "./events/dispensary-created.consumer.ts";
import { onDispensaryFee } from "./events/dispensary-fee.consumer.ts";
import { onOrderAccepted } from "./events/order-accepted.consumer.ts";
import { onOrderFulfilled } from "./events/order-fulfilled.consumer.ts";
import { onOrderLeadExpired } from "./events/order-lead-expired.consumer.ts";
import { onOrderLeadReturned } from "./events/order-lead-returned.consumer.ts";
import { checkPaymentSettings, createPaymentProviders, paymentSettings } from "./payments/create-providers.ts";
import { cartResolvers } from "./resolvers/cart.resolver.ts";
import { checkoutResolvers } from "./resolvers/checkout.resolver.ts";
import { dispensaryResolvers } from "./resolvers/dispensary.resolver.ts";
import { offlineProviderResolvers } from "./resolvers/offline-provider.resolver.ts";
import { operatorConsoleResolvers } from "./resolvers/operator-console.resolver.ts";

const MINUTE = 60_000;

/** Commerce's own settings: which payment providers take money, and reconciliation's grace. */
const commerceSettings = paymentSettings.extend({
  RECONCILE_AFTER_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .default(300)
    .describe(
      "How long a paid payment may wait for the shopper's browser to place its order before reconciliation places it from the saved checkout (or refunds it).",
    ),
});

export const commerceService = defineCommerceService();

/**
 * The commerce service. `adjust` sees and may change its wiring before anything uses it; tests
 * use it for a clock they move, a webhook secret or a payment provider they control.
 */
export function defineCommerceService(adjust: (deps: CommerceDeps) => CommerceDeps = (deps) => deps) {
  return defineService({
    name: "commerce",
    port: 4003,
    owns: "carts, payments, orders, the stores' revenue ledger, withdrawals",
    typeDefs: readFileSync(new URL("./schema.graphql", import.meta.url), "utf8"),
    migrationsFolder: new URL("./db/migrations", import.meta.url).pathname,
    settings: commerceSettings,
    secrets: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "PAYPAL_CLIENT_SECRET"],
    publishes: [OrderPlacedSchema, PaymentRefundedSchema, WithdrawalRequestedSchema, WithdrawalCompletedSchema],
    consumes: [
      DispensaryCreatedSchema,
      DispensaryFeePaidSchema,
      DispensaryFeeRenewalFailedSchema,
      DesignsGeneratedSchema,
      DesignVisibilityChangedSchema,
      CustomDesignGeneratedSchema,
      OrderAcceptedSchema,
      OrderFulfilledSchema,
      OrderLeadExpiredSchema,
      OrderLeadReturnedSchema,
    ],
    checkSettings: (settings, config) => checkPaymentSettings(settings, paymentsModeOf(config)),
    build(context, settings) {
      const deps = adjust({
        db: context.db,
        database: context.database,
        logger: context.logger,
        ...createPaymentProviders(settings, {
          database: context.database,
          publicUrl: context.publicUrl,
          logger: context.logger,
          mode: paymentsModeOf(context.config),
        }),
        stripeWebhookSecret: settings.STRIPE_WEBHOOK_SECRET,
        stripePublishableKey: settings.STRIPE_PUBLISHABLE_KEY,
        publicUrl: context.publicUrl,
        now: () => new Date(),
        reconcileAfterMs: settings.RECONCILE_AFTER_SECONDS * 1000,
      });
      onDispensaryCreated(context.consumer, deps);
      onDispensaryFee(context.consumer, deps);
      onDesignsGenerated(context.consumer, deps);
      onDesignVisibilityChanged(context.consumer, deps);
      onCustomDesignGenerated(context.consumer, deps);
      onOrderAccepted(context.consumer, deps);
      onOrderFulfilled(context.consumer, deps);
      onOrderLeadExpired(context.consumer, deps);
      onOrderLeadReturned(context.consumer, deps);
      return {
        resolvers: mergeResolvers(
          cartResolvers(deps),
          checkoutResolvers(deps),
          offlineProviderResolvers(deps),
          dispensaryResolvers(deps),
          operatorConsoleResolvers(deps),
        ),
        jobs: [
          { name: "commerce-reconcile-payments", everyMs: MINUTE, run: async () => void (await reconcilePayments(deps)) },
          {
            name: "commerce-pay-withdrawals",
            everyMs: MINUTE,
            wakeOn: [WithdrawalRequestedSchema],
            run: async () => void (await payWithdrawals(deps)),
          },
          {
            name: "commerce-refund-expired-orders",
            everyMs: MINUTE,
            wakeOn: [OrderLeadExpiredSchema],
            run: async () => void (await refundExpiredOrders(deps)),
          },
        ],
        seedOnDemoStores: (signal) => seedDemoSales(deps, { signal }),
      };
    },
  });
}
