import {
  type CardSubscriptions,
  createCardSubscriptions,
  type OfflineSubscriptions,
  type PaymentsMode,
} from "@highcotton/billing";
import type { Db } from "@highcotton/kit";
import type { AdsSettings } from "../settings.ts";

/** The Stripe product advertisers' plans are prices of: each plan's monthly price goes inline on it. */
export const ADVERTISING_PRODUCT = {
  id: "highcotton_advertising_plan",
  name: "High Cotton advertising plan",
} as const;

/** Chooses who bills advertisers' plans: Stripe Billing when its secret key is set, else the offline provider. */
export function createAdvertiserSubscriptions(
  settings: AdsSettings,
  context: { db: Db; now: () => Date; mode: PaymentsMode },
): { subscriptions: CardSubscriptions; offline?: OfflineSubscriptions } {
  return createCardSubscriptions(
    { secretKey: settings.STRIPE_SECRET_KEY, apiUrl: settings.STRIPE_API_URL, product: ADVERTISING_PRODUCT },
    context,
  );
}
