import type { Db } from "@highcotton/kit";
import { createStripeClient } from "@highcotton/kit/stripe";
import { OfflineSubscriptions } from "./offline/offline-subscriptions.ts";
import type { MerchantSubscriptions } from "./ports.ts";
import type { BillingSettings } from "./settings.ts";
import { StripeSubscriptions } from "./stripe-subscriptions.ts";

/** Chooses who bills merchants: Stripe Billing when its secret key is set, else the offline provider. */
export function createSubscriptions(
  settings: BillingSettings,
  context: { db: Db; now: () => Date },
): { subscriptions: MerchantSubscriptions; offline?: OfflineSubscriptions } {
  if (settings.STRIPE_SECRET_KEY) {
    const stripe = createStripeClient(settings.STRIPE_SECRET_KEY, settings.STRIPE_API_URL);
    return { subscriptions: new StripeSubscriptions(stripe, { priceId: settings.STRIPE_MERCHANT_PRICE_ID }) };
  }
  const offline = new OfflineSubscriptions(context.db, context.now);
  return { subscriptions: offline, offline };
}
