// A merchant's withdrawal refusals are commerce's words for a store's (its contract's
// nothingToWithdraw and stripeAccountId messages); only what differs is written here.

/** The merchant dashboard's word once a withdrawal is requested. */
export const withdrawalRequested = "Withdrawal requested! Your payout is on its way.";

/** Longer than any Stripe connected account id: anything beyond is refused before it is read. */
export const STRIPE_ACCOUNT_ID_INPUT_MAX = 100;

/** With Stripe Connect, a withdrawal names the connected account it is paid to. */
export const stripeAccountRequired = "Give the Stripe account (acct_…) your payout should go to";

/** A Stripe Connect payout's error (kept on the withdrawal) when it names no connected account. */
export const noStripePayoutAccount = "The merchant has no Stripe connected account to pay out to (stripeAccountId, acct_…)";
