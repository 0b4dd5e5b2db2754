import { addCents, type Cents, cents, fail, ok, type Result, STRIPE_ACCOUNT_ID_PATTERN } from "@highcotton/kit/domain";
import { z } from "zod";
import { messages } from "../contract/index.ts";

/** A credit a withdrawal takes: its amount and when it became withdrawable. */
export interface ClaimedCredit {
  amount: Cents;
  eligibleAt: Date;
}

/**
 * A withdrawal pays the credits it claimed less the reversed credits it takes back (paid by an
 * earlier withdrawal, then refunded), and is eligible from the day the last of its credits was.
 * Nothing claimed, or no more than it takes back, means nothing to withdraw: a payout is never
 * negative, and what is owed waits for more credits.
 */
export function withdrawalOf(
  claimed: readonly ClaimedCredit[],
  recovered: readonly Cents[] = [],
): Result<{ amount: Cents; eligibleAt: Date }> {
  const amount = cents(addCents(cents(0), ...claimed.map((credit) => credit.amount)) - addCents(cents(0), ...recovered));
  if (claimed.length === 0 || amount <= 0) return fail("BAD_USER_INPUT", messages.nothingToWithdraw);
  const latest = Math.max(...claimed.map((credit) => credit.eligibleAt.getTime()));
  return ok({ amount, eligibleAt: new Date(latest) });
}

// The payout job's backoff, shared with print merchants' payouts.
export { MAX_PAYOUT_RETRY_MS, nextPayoutAttemptAt } from "@highcotton/kit/domain";

/** Where a withdrawal is paid: the store's Stripe connected account, for Stripe Connect payouts. */
export const bankingDetailsSchema = z.object({
  stripeAccountId: z
    .string(messages.stripeAccountIdNotText)
    .regex(STRIPE_ACCOUNT_ID_PATTERN, messages.stripeAccountIdMalformed)
    .optional(),
});
