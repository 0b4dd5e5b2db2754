import { paymentMethodId } from "@highcotton/form-fields";
import { DISPENSARY_ANNUAL_RENEWAL, DISPENSARY_SIGN_ON_FEE } from "./limits.ts";
import { messages } from "./messages.ts";

/**
 * Where a store's fee stands (SPEC §9): `due` until the $100 sign-on fee is paid, `paid` for the
 * year paid for, `past_due` when its $40 yearly renewal could not be charged. Only a paid store is
 * listed, gets designs and sells.
 */
export const FEE_STATUSES = ["due", "paid", "past_due"] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];

/** What a fee payment was: the one-time sign-on fee, or a yearly renewal (from year 2). */
export const FEE_KINDS = ["sign_on", "renewal"] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/**
 * Where one try at charging a fee stands: `pending` from before the card is charged until its
 * outcome is recorded (a crash in between leaves it pending until the reconciliation replays
 * it), then `paid` or `declined`. `unresolved`: the provider no longer replays its answer, so an
 * operator decides at the provider whether money was taken.
 */
export const FEE_ATTEMPT_STATUSES = ["pending", "paid", "declined", "unresolved"] as const;
export type FeeAttemptStatus = (typeof FEE_ATTEMPT_STATUSES)[number];

/** Each fee's price in cents. */
export const FEE_AMOUNTS: Readonly<Record<FeeKind, number>> = {
  sign_on: DISPENSARY_SIGN_ON_FEE,
  renewal: DISPENSARY_ANNUAL_RENEWAL,
};

/** A card as the provider saved it (pm_…), as the store form and the fee call take it. */
export const paymentMethodIdSchema = paymentMethodId(messages.paymentMethodRequired);
