/**
 * Pays a print merchant's withdrawal out. Fulfillment's own port: commerce pays stores through its
 * own, keyed by store; both adapters use the withdrawal's id as the idempotency key.
 */
export interface MerchantPayouts {
  readonly provider: "offline" | "stripe_connect";
  /** Pays the amount once per withdrawal id; answers the provider's reference. */
  pay(input: {
    withdrawalId: string;
    merchantId: string;
    amountCents: number;
    bankingDetails: Record<string, unknown> | null;
  }): Promise<{ reference: string }>;
}
