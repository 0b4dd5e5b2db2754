import { STRIPE_ACCOUNT_ID_PATTERN } from "@highcotton/kit/domain";
import type Stripe from "stripe";
import type { PayoutRequest, Payouts } from "./payouts.ts";

/** Withdrawals paid as Stripe Connect transfers to the payee's connected account. */
export class StripeConnectPayouts implements Payouts {
  readonly provider = "stripe_connect" as const;

  /** `noAccount`: the service's words for a withdrawal with no connected account to pay. */
  constructor(
    private readonly stripe: Stripe,
    private readonly messages: { noAccount: string },
  ) {}

  async pay(input: PayoutRequest): Promise<{ reference: string }> {
    const destination = input.bankingDetails?.stripeAccountId;
    if (typeof destination !== "string" || !STRIPE_ACCOUNT_ID_PATTERN.test(destination)) {
      throw new Error(this.messages.noAccount);
    }
    // The withdrawal's id is the idempotency key: paying it again answers the first transfer.
    const transfer = await this.stripe.transfers.create(
      {
        amount: input.amountCents,
        currency: "usd",
        destination,
        transfer_group: input.withdrawalId,
        metadata: { withdrawalId: input.withdrawalId, ...input.payee },
      },
      { idempotencyKey: input.withdrawalId },
    );
    return { reference: transfer.id };
  }
}
