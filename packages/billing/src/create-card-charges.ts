import type { Db } from "@highcotton/kit/db";
import type { CardCharges } from "./card-charges.ts";
import { OfflineCharges } from "./offline-charges.ts";
import { createStripeClient } from "./stripe/stripe-client.ts";
import { StripeCharges } from "./stripe-charges.ts";

/**
 * Chooses who takes one-time charges: Stripe PaymentIntents when its secret key is set, else the
 * offline provider, also answered as `offline` for its card form (billing's `saveOfflineCard`).
 */
export function createCardCharges(
  settings: { secretKey?: string | undefined; apiUrl?: string | undefined },
  context: { db: Db; now: () => Date },
): { charges: CardCharges; offline?: OfflineCharges } {
  if (settings.secretKey) return { charges: new StripeCharges(createStripeClient(settings.secretKey, settings.apiUrl)) };
  const offline = new OfflineCharges(context.db, context.now);
  return { charges: offline, offline };
}
