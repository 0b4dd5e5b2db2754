import { createPayouts, type Payouts } from "@highcotton/billing";
import { z } from "zod";
import { noStripePayoutAccount } from "../contract/withdrawals.ts";

/** Who pays merchants' withdrawals: the offline payout provider unless Stripe Connect is asked for. */
export const payoutSettings = z.object({
  STRIPE_CONNECT_PAYOUTS: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true")
    .describe(
      "true: print merchants' withdrawals are paid as Stripe Connect transfers to the merchant's connected account (needs STRIPE_SECRET_KEY); false: the offline payout provider records them.",
    ),
});

/** Stripe Connect when asked (with the platform's secret key), else the offline payout provider. */
export function createMerchantPayouts(settings: {
  STRIPE_CONNECT_PAYOUTS: boolean;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_API_URL?: string | undefined;
}): Payouts {
  return createPayouts(settings, { noAccount: noStripePayoutAccount });
}
