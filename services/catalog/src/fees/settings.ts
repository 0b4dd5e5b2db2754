import { createCardCharges } from "@highcotton/billing";
import type { Db } from "@highcotton/kit";
import { optionalSetting } from "@highcotton/kit/config";
import { z } from "zod";

/** Which card provider takes stores' fees: offline unless Stripe's secret key is set. */
export const feeSettings = z.object({
  STRIPE_SECRET_KEY: optionalSetting.describe(
    "Unset: stores' $100 sign-on fee and $40 yearly renewal go through the offline provider, which behaves like Stripe test mode (pm_card_visa and 4242 4242 4242 4242 succeed, pm_card_chargeDeclined is declined). Set: Stripe PaymentIntents, the card saved to a customer for the renewal.",
  ),
  STRIPE_PUBLISHABLE_KEY: optionalSetting.describe(
    "Stripe's publishable key (pk_…), served to the store setup page for Stripe Elements.",
  ),
  STRIPE_API_URL: optionalSetting.describe(
    "Another endpoint speaking Stripe's API (e.g. stripe-mock in tests); unset: Stripe's own.",
  ),
});

export type FeeSettings = z.infer<typeof feeSettings>;

/** Who charges the fees, from the settings. */
export function createFeeCharges(settings: FeeSettings, context: { db: Db; now: () => Date }) {
  const made = createCardCharges({ secretKey: settings.STRIPE_SECRET_KEY, apiUrl: settings.STRIPE_API_URL }, context);
  return { ...made, ...(settings.STRIPE_PUBLISHABLE_KEY && { stripePublishableKey: settings.STRIPE_PUBLISHABLE_KEY }) };
}
