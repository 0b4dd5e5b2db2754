import {
  type CardSubscriptions,
  createCardSubscriptions,
  type OfflineSubscriptions,
  type PaymentsMode,
} from "@highcotton/billing";
import type { Db } from "@highcotton/kit";
import type { BillingSettings } from "./settings.ts";

/** The Stripe product merchants' subscriptions are prices of. */
export const MERCHANT_PRODUCT = {
  id: "highcotton_merchant_subscription",
  name: "High Cotton print merchant subscription",
} as const;

/** Chooses who bills merchants: Stripe Billing when its secret key is set, else the offline provider. */
export function createSubscriptions(
  settings: BillingSettings,
  context: { db: Db; now: () => Date; mode: PaymentsMode },
): { subscriptions: CardSubscriptions; offline?: OfflineSubscriptions } {
  return createCardSubscriptions(
    {
      secretKey: settings.STRIPE_SECRET_KEY,
      apiUrl: settings.STRIPE_API_URL,
      priceId: settings.STRIPE_MERCHANT_PRICE_ID,
      product: MERCHANT_PRODUCT,
    },
    context,
  );
}
