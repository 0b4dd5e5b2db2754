// A merchant's withdrawal refusals are commerce's words for a store's (its contract's
// nothingToWithdraw, stripeAccountId and stripeAccountRequired messages, and
// STRIPE_ACCOUNT_ID_INPUT_MAX); only what differs is written here.

/** The merchant dashboard's word once a withdrawal is requested. */
export const withdrawalRequested = "Withdrawal requested! Your payout is on its way.";

/** A Stripe Connect payout's error (kept on the withdrawal) when it names no connected account. */
export const noStripePayoutAccount = "The merchant has no Stripe connected account to pay out to (stripeAccountId, acct_…)";
