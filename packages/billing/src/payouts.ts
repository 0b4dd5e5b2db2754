/**
 * Pays a withdrawal out: what a service that pays its sellers (commerce's stores, fulfillment's
 * print merchants) needs from the payout provider. Two adapters: Stripe Connect transfers to the
 * payee's connected account, and the offline provider (the default), which moves no money. Both
 * are keyed by the withdrawal's id, so paying it again answers the first payout. Amounts are
 * integer US cents.
 */
export interface Payouts {
  readonly provider: "offline" | "stripe_connect";
  /** Pays the amount once per withdrawal id (the idempotency key); answers the provider's reference. */
  pay(input: PayoutRequest): Promise<{ reference: string }>;
}

export interface PayoutRequest {
  withdrawalId: string;
  amountCents: number;
  /** Where to pay, as the withdrawal was requested: { stripeAccountId: "acct_…" } for Stripe Connect. */
  bankingDetails: Record<string, unknown> | null;
  /** Who is paid, as the service names it ({ dispensaryId } or { merchantId }): kept with the transfer. */
  payee: Record<string, string>;
}
