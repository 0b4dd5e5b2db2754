import type Stripe from "stripe";
import { livePaymentMessages } from "./live-payments.ts";
import { OfflinePayouts } from "./offline-payouts.ts";
import type { Payouts } from "./payouts.ts";
import { createStripeClient } from "./stripe/stripe-client.ts";
import { StripeConnectPayouts } from "./stripe-connect-payouts.ts";

/**
 * Chooses who pays withdrawals: Stripe Connect when STRIPE_CONNECT_PAYOUTS asks for it (with the
 * platform's secret key, or a Stripe client the service already made with it), else the offline
 * provider. `noAccount` is the service's message for a withdrawal without a connected account.
 */
export function createPayouts(
  settings: { STRIPE_CONNECT_PAYOUTS: boolean; STRIPE_SECRET_KEY?: string | undefined; STRIPE_API_URL?: string | undefined },
  messages: { noAccount: string },
  stripe?: Stripe,
): Payouts {
  if (!settings.STRIPE_CONNECT_PAYOUTS) return new OfflinePayouts();
  if (!settings.STRIPE_SECRET_KEY) throw new Error(livePaymentMessages.connectWithoutKey);
  return new StripeConnectPayouts(stripe ?? createStripeClient(settings.STRIPE_SECRET_KEY, settings.STRIPE_API_URL), messages);
}
