import type { Database, Logger } from "@highcotton/kit";
import { z } from "zod";
import type { CardPayments, Payouts, WalletPayments } from "./ports.ts";

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Which providers take money: offline unless a real provider's keys are set. */
export const paymentSettings = z.object({
  STRIPE_SECRET_KEY: optional.describe(
    "Unset: cards go through the offline provider, which behaves like Stripe test mode (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined). Set (sk_test_… or sk_live_…): Stripe PaymentIntents.",
  ),
  STRIPE_PUBLISHABLE_KEY: optional.describe("Stripe's publishable key (pk_…), served to the web app for Stripe Elements."),
  STRIPE_WEBHOOK_SECRET: optional.describe(
    "The signing secret (whsec_…) of the endpoint POST /api/webhooks/stripe; unset: every webhook delivery is refused with 400.",
  ),
  STRIPE_API_URL: optional.describe("Another endpoint speaking Stripe's API (e.g. stripe-mock in tests); unset: Stripe's own."),
  STRIPE_CONNECT_PAYOUTS: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true")
    .describe(
      "true: withdrawals are paid as Stripe Connect transfers to the store's connected account (needs STRIPE_SECRET_KEY); false: the offline payout provider records them.",
    ),
  PAYPAL_CLIENT_ID: optional.describe("Unset: wallet payments go through the offline wallet. Set with PAYPAL_CLIENT_SECRET: PayPal Orders v2."),
  PAYPAL_CLIENT_SECRET: optional.describe("PayPal's REST app secret."),
  PAYPAL_API_URL: z
    .url()
    .default("https://api-m.sandbox.paypal.com")
    .describe("PayPal's REST API: the sandbox by default; https://api-m.paypal.com for live payments."),
});

export type PaymentSettings = z.infer<typeof paymentSettings>;

export interface PaymentProviders {
  cards: CardPayments;
  wallet: WalletPayments;
  payouts: Payouts;
}

/** Chooses each port's adapter from the settings. */
export function createPaymentProviders(
  _settings: PaymentSettings,
  _context: { database: Database; publicUrl: () => string; logger: Logger },
): PaymentProviders {
  const missing = (): never => {
    throw new Error("payment providers are not wired yet");
  };
  return {
    cards: { provider: "offline_card", createIntent: missing, retrieve: missing, refund: missing },
    wallet: { provider: "offline_wallet", setup: missing, createOrder: missing, getOrder: missing, capture: missing, refund: missing },
    payouts: { provider: "offline", pay: missing },
  };
}
