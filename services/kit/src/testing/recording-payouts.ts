/** A payout as a test's provider was asked for it (billing's PayoutRequest). */
export interface RecordedPayout {
  withdrawalId: string;
  amountCents: number;
  bankingDetails: Record<string, unknown> | null;
  payee: Record<string, string>;
}

const PAYOUT_MS = 20;

/**
 * A payout provider for tests (billing's `Payouts`): it pays once per withdrawal id, as a real one
 * does with its idempotency key, and records every request, replays included. `failure` makes
 * each payout throw until it is cleared.
 */
export class RecordingPayouts {
  provider: "offline" | "stripe_connect" = "offline";
  /** The transfers made, by withdrawal id. */
  readonly transfers = new Map<string, RecordedPayout & { reference: string }>();
  /** Every request, in order. */
  readonly requests: RecordedPayout[] = [];
  failure: Error | null = null;

  get calls(): number {
    return this.requests.length;
  }

  async pay(input: RecordedPayout): Promise<{ reference: string }> {
    this.requests.push(input);
    // A payout takes a moment at a provider: a run that overlaps another reaches its rows meanwhile.
    await new Promise((resolve) => setTimeout(resolve, PAYOUT_MS));
    if (this.failure) throw this.failure;
    const existing = this.transfers.get(input.withdrawalId);
    if (existing) return { reference: existing.reference };
    const reference = `tr_test_${this.transfers.size + 1}`;
    this.transfers.set(input.withdrawalId, { ...input, reference });
    return { reference };
  }
}
