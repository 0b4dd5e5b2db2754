// What stores' and print merchants' payouts share: when a failed payout is tried again, and what a
// Stripe connected account's id looks like.

/** A Stripe Connect connected account's id, which a withdrawal paid by Stripe Connect is sent to. */
export const STRIPE_ACCOUNT_ID_PATTERN = /^acct_[A-Za-z0-9]{1,64}$/;

const MINUTE_MS = 60_000;
/** The longest wait between two payout attempts. */
export const MAX_PAYOUT_RETRY_MS = 6 * 60 * MINUTE_MS;

/**
 * When a withdrawal's next payout attempt is due, counted from its request: at once, then after
 * waits of 1, 2, 4… minutes between attempts, never more than 6 hours apart.
 */
export function nextPayoutAttemptAt(requestedAt: Date, attempts: number): Date {
  let waited = 0;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const wait = 2 ** attempt * MINUTE_MS;
    if (wait >= MAX_PAYOUT_RETRY_MS) {
      waited += (attempts - attempt) * MAX_PAYOUT_RETRY_MS;
      break;
    }
    waited += wait;
  }
  return new Date(requestedAt.getTime() + waited);
}
