import { optionalSetting } from "@highcotton/kit/config";
import { z } from "zod";

/** Which card provider bills merchants: offline unless Stripe's secret key is set. */
export const billingSettings = z.object({
  STRIPE_SECRET_KEY: optionalSetting.describe(
    "Unset: merchants' $5/month subscriptions go through the offline provider, which behaves like Stripe test mode (pm_card_visa and 4242 4242 4242 4242 succeed, pm_card_chargeDeclined is declined) and renews them monthly itself. Set: Stripe Billing (a customer and a subscription per merchant).",
  ),
  STRIPE_PUBLISHABLE_KEY: optionalSetting.describe(
    "Stripe's publishable key (pk_…), served to the merchant sign-up page for Stripe Elements.",
  ),
  STRIPE_BILLING_WEBHOOK_SECRET: optionalSetting.describe(
    "The signing secret (whsec_…) of the Stripe endpoint POST /api/webhooks/stripe-billing (events invoice.paid, invoice.payment_failed, customer.subscription.deleted); unset: every delivery is refused with 400.",
  ),
  STRIPE_MERCHANT_PRICE_ID: optionalSetting.describe(
    "A Stripe Price (price_…) of $5 a month for merchants; unset: subscriptions carry the $5 monthly price inline on a product made once.",
  ),
  STRIPE_API_URL: optionalSetting.describe(
    "Another endpoint speaking Stripe's API (e.g. stripe-mock in tests); unset: Stripe's own.",
  ),
});

export type BillingSettings = z.infer<typeof billingSettings>;
