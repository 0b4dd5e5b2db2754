import { MAX_CART_LINES, MAX_WALLET_ORDER_CENTS, REFUNDED_ORDER_DAYS_MAX, STALE_ORDER_HOURS_MAX } from "./limits.ts";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** 2500 → "$25.00". */
const dollars = (amountCents: number): string => usd.format(amountCents / 100);

/** What shoppers read when the cart, a payment or an order is refused: SPEC §5's texts where it gives one. */
export const messages = {
  designNotFound: "Design not found",
  storeNotSelling: "This store isn't taking orders right now",
  designNotForSale: "This design is no longer for sale",
  designIdInvalid: "Design id is not a valid id",
  cartItemNotFound: "Cart item not found",
  quantityRange: "Quantity must be between 1 and 99",
  sizeInvalid: "Size must be S, M, L, XL, 2XL or 3XL",
  colorInvalid: "Color must be black, white or heather-grey",
  cartEmpty: "Your cart is empty",
  amountInvalid: "Amount must be a positive number of dollars, such as 50 or 50.00",
  currencyUsd: "Currency must be USD",
  intentCapture: "Intent must be CAPTURE",
  // SPEC §5, checkout.
  nameRequired: "Name is required",
  emailInvalid: "Invalid email address",
  addressRequired: "Address is required",
  cityRequired: "City is required",
  stateRequired: "State is required",
  stateLength: "Use 2-letter state code",
  stripeAccountIdNotText: "Stripe account id must be text",
  stripeAccountIdMalformed: "Stripe account id must look like acct_…",
  /** With Stripe Connect, a withdrawal names the connected account it is paid to. */
  stripeAccountRequired: "Give the Stripe account (acct_…) your payout should go to",
  /** A Stripe Connect payout's error (kept on the withdrawal) when it names no connected account. */
  noStripePayoutAccount: "The store has no Stripe connected account to pay out to (bankingDetails.stripeAccountId, acct_…)",
  zipRequired: "ZIP code is required",
  /** A ZIP code typed but cut short ("12"): SPEC's 'required' would tell the shopper it is empty. */
  zipTooShort: "ZIP code needs 5 digits",
  zipInvalid: "ZIP code must be 5 digits or ZIP+4 (12345-6789)",
  paymentMethodInvalid: "Payment method must be stripe or paypal",
  paymentIntentRequired: "A payment is required to place this order",
  totalInvalid: "Total amount must be a number of dollars, such as 50.00",
  paymentNotFound: "We could not find a payment for this order.",
  /** The cart is not what the payment was asked for (other shirts, even for the same total): it is refunded. */
  cartChanged: "Your cart changed",
  paymentRefunded: "This payment was refunded. Please start checkout again.",
  paymentNotSucceeded: "Your payment has not gone through yet. Please complete the payment first.",
  walletOrderNotFound: "Wallet order not found",
  walletNotApproved: "The wallet payment has not been approved yet.",
  walletCanceled: "The wallet payment was canceled.",
  /** The checkout page's word when the wallet's window was closed, or cancelled, without approving. */
  walletNotCompleted: "PayPal payment was not completed",
  tooManyWalletOrders: "Too many PayPal payments were started from here lately. Please try again later.",
  webhookSecretMissing: "Webhook signing secret is not configured",
  nothingToWithdraw: "No balance is available to withdraw yet.",
  cartFull: `Your cart holds at most ${MAX_CART_LINES} different shirts. Check out these first.`,
  tooMany: (inCart: number) =>
    `You already have ${inCart} of this shirt in this size in your cart; a cart holds at most 99 of each.`,
  walletAmountTooLarge: `Amount must be at most ${dollars(MAX_WALLET_ORDER_CENTS)}, what the largest cart costs`,
  amountMismatch: (totalCents: number) =>
    `The amount does not match your cart's total of ${dollars(totalCents)}. Please refresh your cart.`,
  totalMismatch: (totalCents: number) =>
    `The order total does not match your cart's total of ${dollars(totalCents)}. Please review your cart.`,
  paymentAmountMismatch: (paidCents: number, totalCents: number) =>
    `Your payment of ${dollars(paidCents)} does not match your cart's total of ${dollars(totalCents)}. Please start checkout again.`,
  // The operator console's orders and payouts.
  operatorsOnly: "Only an operator can see the marketplace's orders and payouts",
  staleHoursInvalid: `Waiting time must be a whole number of hours from 1 to ${STALE_ORDER_HOURS_MAX}`,
  refundedDaysInvalid: `Refunds are listed for a whole number of days from 1 to ${REFUNDED_ORDER_DAYS_MAX}`,
} as const;

/** The checkout form's field names, as the page labels them and the messages name them. */
export const labels = { shippingAddress: "Street address", designId: "Design id" } as const;
