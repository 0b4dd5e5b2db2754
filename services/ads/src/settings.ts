import { optionalSetting } from "@highcotton/kit/config";
import { z } from "zod";
import { AD_EVENT_LIMITS } from "./contract/index.ts";

/** The ads service's settings (see `.env.example`): who bills advertisers' plans, how many ad events a sender may report, and the key impression tokens are signed with. */
export const adsSettings = z.object({
  STRIPE_SECRET_KEY: optionalSetting.describe(
    "Unset: advertisers' monthly plans go through the offline provider, which behaves like Stripe test mode and renews them itself. Set: Stripe Billing (a customer and a subscription per advertiser).",
  ),
  STRIPE_PUBLISHABLE_KEY: optionalSetting.describe(
    "Stripe's publishable key (pk_…), served to the advertiser dashboard's card form for Stripe Elements.",
  ),
  STRIPE_ADVERTISER_BILLING_WEBHOOK_SECRET: optionalSetting.describe(
    "The signing secret (whsec_…) of the Stripe endpoint POST /api/webhooks/stripe-advertiser-billing (invoice.paid, invoice.payment_failed, customer.subscription.deleted); unset: every delivery is refused with 400.",
  ),
  STRIPE_API_URL: optionalSetting.describe(
    "Another endpoint speaking Stripe's API (e.g. stripe-mock in tests); unset: Stripe's own.",
  ),
  ADS_EVENTS_PER_SESSION_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(AD_EVENT_LIMITS.session.max)
    .describe("Ad events (impressions and clicks) one browser session may report in a rolling minute, in each ads process."),
  ADS_EVENTS_PER_ADDRESS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(AD_EVENT_LIMITS.address.max)
    .describe(
      "Ad events one client address may report in a rolling minute, in each ads process: room for an office or campus behind one address.",
    ),
  ADS_VALID_EVENTS_PER_SESSION_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(AD_EVENT_LIMITS.session.valid)
    .describe(
      "Of those, how many one browser session's can count in a rolling minute, in each ads process; the rest are answered as usual and counted as invalid traffic (per_address_cap).",
    ),
  ADS_VALID_EVENTS_PER_ADDRESS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(AD_EVENT_LIMITS.address.valid)
    .describe(
      "Of those, how many one client address's can count in a rolling minute, in each ads process; the rest are counted as invalid traffic (per_address_cap).",
    ),
  ADS_IMPRESSION_TOKEN_SECRET: optionalSetting
    .pipe(z.string().min(32, "ADS_IMPRESSION_TOKEN_SECRET needs at least 32 characters").optional())
    .describe(
      "The secret impression tokens (served with each ad, sent back with its impression and click) are signed with, at least 32 characters; every ads replica needs the same, so it is required with KAFKA_BROKERS (the distributed topology). Unset in the all-in-one: a key generated once and kept in $DATA_DIR/keys.",
    ),
});

export type AdsSettings = z.infer<typeof adsSettings>;
