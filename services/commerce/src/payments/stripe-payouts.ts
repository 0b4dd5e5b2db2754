import type Stripe from "stripe";
import type { Payouts } from "./ports.ts";

export const stripePayoutMessages = {
  noAccount: "The store has no Stripe connected account to pay out to (bankingDetails.stripeAccountId, acct_…)",
} as const;

/** Withdrawals paid as Stripe Connect transfers to the store's connected account. */
export class StripePayouts implements Payouts {
  readonly provider = "stripe_connect" as const;

  constructor(private readonly stripe: Stripe) {}

  async pay(input: {
    withdrawalId: string;
    dispensaryId: string;
    amountCents: number;
    bankingDetails: Record<string, unknown> | null;
  }): Promise<{ reference: string }> {
    const destination = input.bankingDetails?.stripeAccountId;
    if (typeof destination !== "string" || !/^acct_\w+$/.test(destination)) throw new Error(stripePayoutMessages.noAccount);
    // The withdrawal's id is the idempotency key: paying it again answers the first transfer.
    const transfer = await this.stripe.transfers.create(
      {
        amount: input.amountCents,
        currency: "usd",
        destination,
        transfer_group: input.withdrawalId,
        metadata: { withdrawalId: input.withdrawalId, dispensaryId: input.dispensaryId },
      },
      { idempotencyKey: input.withdrawalId },
    );
    return { reference: transfer.id };
  }
}
