import { STRIPE_ACCOUNT_ID_PATTERN } from "@highcotton/kit/domain";
import type Stripe from "stripe";
import type { MerchantPayouts } from "./ports.ts";

export const stripeMerchantPayoutMessages = {
  noAccount: "The merchant has no Stripe connected account to pay out to (stripeAccountId, acct_…)",
} as const;

/** Merchants' withdrawals paid as Stripe Connect transfers to the merchant's connected account. */
export class StripeMerchantPayouts implements MerchantPayouts {
  readonly provider = "stripe_connect" as const;

  constructor(private readonly stripe: Stripe) {}

  async pay(input: {
    withdrawalId: string;
    merchantId: string;
    amountCents: number;
    bankingDetails: Record<string, unknown> | null;
  }): Promise<{ reference: string }> {
    const destination = input.bankingDetails?.stripeAccountId;
    if (typeof destination !== "string" || !STRIPE_ACCOUNT_ID_PATTERN.test(destination)) {
      throw new Error(stripeMerchantPayoutMessages.noAccount);
    }
    // The withdrawal's id is the idempotency key: paying it again answers the first transfer.
    const transfer = await this.stripe.transfers.create(
      {
        amount: input.amountCents,
        currency: "usd",
        destination,
        transfer_group: input.withdrawalId,
        metadata: { withdrawalId: input.withdrawalId, merchantId: input.merchantId },
      },
      { idempotencyKey: input.withdrawalId },
    );
    return { reference: transfer.id };
  }
}
