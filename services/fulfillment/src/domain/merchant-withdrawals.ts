import { messages as commerceMessages } from "@highcotton/commerce/contract";
import { addCents, type Cents, cents, fail, ok, type Result, STRIPE_ACCOUNT_ID_PATTERN } from "@highcotton/kit/domain";
import { z } from "zod";

/**
 * A merchant's withdrawal pays exactly the earnings it claimed: every one not yet withdrawn (a
 * merchant's earnings are withdrawable as soon as the order is fulfilled). Nothing claimed means
 * nothing to withdraw.
 */
export function merchantWithdrawalOf(claimed: readonly Cents[]): Result<Cents> {
  const amount = addCents(cents(0), ...claimed);
  if (claimed.length === 0 || amount <= 0) return fail("BAD_USER_INPUT", commerceMessages.nothingToWithdraw);
  return ok(amount);
}

/** Where a withdrawal is paid: the merchant's Stripe connected account, for Stripe Connect payouts. */
export const payoutDestinationSchema = z.object({
  stripeAccountId: z
    .string(commerceMessages.stripeAccountIdNotText)
    .regex(STRIPE_ACCOUNT_ID_PATTERN, commerceMessages.stripeAccountIdMalformed)
    .optional(),
});
