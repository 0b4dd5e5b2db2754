import { addCents, type Cents, cents, fail, ok, type Result } from "@highcotton/kit/domain";
import { z } from "zod";
import { messages } from "../contract/index.ts";

/** A credit a withdrawal takes: its amount and when it became withdrawable. */
export interface ClaimedCredit {
  amount: Cents;
  eligibleAt: Date;
}

/**
 * A withdrawal pays exactly the credits it claimed, and is eligible from the day the last of them
 * was. Nothing claimed means nothing to withdraw.
 */
export function withdrawalOf(claimed: readonly ClaimedCredit[]): Result<{ amount: Cents; eligibleAt: Date }> {
  const amount = addCents(cents(0), ...claimed.map((credit) => credit.amount));
  if (claimed.length === 0 || amount <= 0) return fail("BAD_USER_INPUT", messages.nothingToWithdraw);
  const latest = Math.max(...claimed.map((credit) => credit.eligibleAt.getTime()));
  return ok({ amount, eligibleAt: new Date(latest) });
}

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

/** Where a withdrawal is paid: the store's Stripe connected account, for Stripe Connect payouts. */
export const bankingDetailsSchema = z.object({
  stripeAccountId: z
    .string(messages.stripeAccountIdNotText)
    .regex(/^acct_[A-Za-z0-9]{1,64}$/, messages.stripeAccountIdMalformed)
    .optional(),
});
