import { createPayouts, type Payouts } from "@highcotton/billing";
import { type PaymentsMode, requireLivePayouts, requireProviderKeys } from "@highcotton/billing/live-payments";
import { createStripeClient } from "@highcotton/billing/stripe";
import type { Database, Logger } from "@highcotton/kit";
import { optionalSetting } from "@highcotton/kit/config";
import { z } from "zod";
import { messages } from "../contract/index.ts";
import { OfflineCardPayments } from "./offline/offline-card.ts";
import { OfflineWalletPayments } from "./offline/offline-wallet.ts";
import { PayPalWalletPayments } from "./paypal-wallet.ts";
import type { CardPayments, WalletPayments } from "./ports.ts";
import { StripeCardPayments } from "./stripe-card.ts";

/** Which providers take money: offline unless a real provider's keys are set. */
export const paymentSettings = z.object({
  STRIPE_SECRET_KEY: optionalSetting.describe(
    "Unset: cards go through the offline provider, which behaves like Stripe test mode (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined). Set (sk_test_… or sk_live_…): Stripe PaymentIntents.",
  ),
  STRIPE_PUBLISHABLE_KEY: optionalSetting.describe("Stripe's publishable key (pk_…), served to the web app for Stripe Elements."),
  STRIPE_WEBHOOK_SECRET: optionalSetting.describe(
    "The signing secret (whsec_…) of the endpoint POST /api/webhooks/stripe; unset: every webhook delivery is refused with 400.",
  ),
  STRIPE_API_URL: optionalSetting.describe(
    "Another endpoint speaking Stripe's API (e.g. stripe-mock in tests); unset: Stripe's own.",
  ),
  STRIPE_CONNECT_PAYOUTS: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true")
    .describe(
      "true: withdrawals are paid as Stripe Connect transfers to the store's connected account (needs STRIPE_SECRET_KEY); false: the offline payout provider records them.",
    ),
  PAYPAL_CLIENT_ID: optionalSetting.describe(
    "Unset: wallet payments go through the offline wallet. Set with PAYPAL_CLIENT_SECRET: PayPal Orders v2.",
  ),
  PAYPAL_CLIENT_SECRET: optionalSetting.describe("PayPal's REST app secret."),
  PAYPAL_API_URL: z
    .url()
    .default("https://api-m.sandbox.paypal.com")
    .describe("PayPal's REST API: the sandbox by default; https://api-m.paypal.com for live payments."),
});

export type PaymentSettings = z.infer<typeof paymentSettings>;

/** The offline adapters in use, whose provider-side steps (confirm, approve, cancel) this site plays. */
export interface OfflineProviders {
  cards?: OfflineCardPayments;
  wallet?: OfflineWalletPayments;
}

export interface PaymentProviders {
  cards: CardPayments;
  wallet: WalletPayments;
  payouts: Payouts;
  offline: OfflineProviders;
}

/**
 * Refuses settings no payment can be taken with: Connect payouts without Stripe's key, and in
 * production (unless PAYMENTS_OFFLINE=true) a card or wallet provider without its keys, which
 * would leave the offline providers taking any test card as payment. Start-up asks it first.
 */
export function checkPaymentSettings(settings: PaymentSettings, mode: PaymentsMode): void {
  requireProviderKeys(mode, {
    STRIPE_SECRET_KEY: settings.STRIPE_SECRET_KEY,
    PAYPAL_CLIENT_ID: settings.PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: settings.PAYPAL_CLIENT_SECRET,
  });
  requireLivePayouts(mode, settings);
}

/**
 * Chooses each port's adapter from the settings: Stripe for cards when its secret key is set,
 * PayPal for the wallet when both of its credentials are, Stripe Connect for payouts when asked;
 * otherwise the offline adapters, which keep their state in the service's own store.
 */
export function createPaymentProviders(
  settings: PaymentSettings,
  context: { database: Database; publicUrl: () => string; logger: Logger; mode: PaymentsMode },
): PaymentProviders {
  checkPaymentSettings(settings, context.mode);
  const stripe = settings.STRIPE_SECRET_KEY ? createStripeClient(settings.STRIPE_SECRET_KEY, settings.STRIPE_API_URL) : undefined;
  const cards: CardPayments = stripe ? new StripeCardPayments(stripe) : new OfflineCardPayments(context.database.db);
  if (Boolean(settings.PAYPAL_CLIENT_ID) !== Boolean(settings.PAYPAL_CLIENT_SECRET)) {
    context.logger.warn("Only one of PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET is set: wallet payments use the offline wallet");
  }
  const wallet: WalletPayments =
    settings.PAYPAL_CLIENT_ID && settings.PAYPAL_CLIENT_SECRET
      ? new PayPalWalletPayments({
          clientId: settings.PAYPAL_CLIENT_ID,
          clientSecret: settings.PAYPAL_CLIENT_SECRET,
          apiUrl: settings.PAYPAL_API_URL,
        })
      : new OfflineWalletPayments(context.database.db, context.publicUrl);
  return {
    cards,
    wallet,
    payouts: createPayouts(settings, { noAccount: messages.noStripePayoutAccount }, stripe),
    offline: {
      ...(cards instanceof OfflineCardPayments && { cards }),
      ...(wallet instanceof OfflineWalletPayments && { wallet }),
    },
  };
}
