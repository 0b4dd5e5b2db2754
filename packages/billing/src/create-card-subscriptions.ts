import type { Db } from "@highcotton/kit/db";
import { type PaymentsMode, requireProviderKeys } from "./live-payments.ts";
import { OfflineSubscriptions } from "./offline-subscriptions.ts";
import type { CardSubscriptions } from "./ports.ts";
import { createStripeClient } from "./stripe/stripe-client.ts";
import { type StripeProduct, StripeSubscriptions } from "./stripe-subscriptions.ts";

export interface CardSubscriptionSettings {
  /** Stripe's secret key: set, Stripe Billing bills; unset, the offline provider does. */
  secretKey?: string | undefined;
  /** Another endpoint speaking Stripe's API (stripe-mock in tests). */
  apiUrl?: string | undefined;
  /** A Price every subscription uses; unset, each carries its monthly price inline on `product`. */
  priceId?: string | undefined;
  product: StripeProduct;
}

/**
 * Chooses who bills the subscriptions: Stripe Billing when its secret key is set, else the offline
 * provider, which is also answered as `offline` for its card form and its monthly renewals. In
 * production the key is required (STRIPE_SECRET_KEY), unless the mode says offline.
 */
export function createCardSubscriptions(
  settings: CardSubscriptionSettings,
  context: { db: Db; now: () => Date; mode: PaymentsMode },
): { subscriptions: CardSubscriptions; offline?: OfflineSubscriptions } {
  requireProviderKeys(context.mode, { STRIPE_SECRET_KEY: settings.secretKey });
  if (settings.secretKey) {
    const stripe = createStripeClient(settings.secretKey, settings.apiUrl);
    return { subscriptions: new StripeSubscriptions(stripe, { product: settings.product, priceId: settings.priceId }) };
  }
  const offline = new OfflineSubscriptions(context.db, context.now);
  return { subscriptions: offline, offline };
}
