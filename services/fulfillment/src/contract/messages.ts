/** What merchants read: SPEC §8's texts where it gives one, the rest in the same voice. */
export const messages = {
  signInRequired: "Please sign in to continue",
  merchantsOnly: "Only Merchant accounts can set up a print shop",
  merchantNotFound: "You have not set up a merchant account yet",
  alreadyHasMerchant: "You already have a merchant account",
  // SPEC §5: every field of the merchant form is required.
  businessNameRequired: "Business name is required",
  businessNameTooLong: "Business name must be at most 100 characters",
  addressRequired: "Address is required",
  cityRequired: "City is required",
  stateRequired: "State is required",
  stateLength: "Use 2-letter state code",
  zipRequired: "ZIP code is required",
  zipInvalid: "ZIP code must be 5 digits or ZIP+4 (12345-6789)",
  phoneInvalid: "Phone must be a phone number such as (303) 555-0142",
  paymentMethodRequired: "Please enter a card for the $5/month subscription",
  subscriptionInactive: "Your subscription is inactive. Update your card to accept orders.",
  subscriptionAlreadyActive: "Your subscription is already active",
  // The subscription panel: cancel at the end of the paid month, keep it, change the card.
  subscriptionAlreadyEnding: "Your subscription is already canceled and ends with the paid month",
  subscriptionCanceled: "Your subscription is canceled. You keep getting orders until the paid month ends.",
  subscriptionKept: "Your subscription will renew as usual.",
  cancelSubscriptionQuestion: "Cancel your $5/month subscription?",
  cancelSubscriptionConsequence:
    "You are not charged again. New orders keep coming until the paid month ends; after that your account is inactive until you pay again.",
  cardChanged: "Your card has been updated. It pays your next renewal.",
  orderNotFound: "Order not found",
  pendingFirstInvalid: "Ask for 1 to 100 pending orders at a time",
  // More dashboards of one account waiting for new orders than LEADS_CHANGED_WAITS_PER_ACCOUNT.
  leadsCursorInvalid: "Send back the cursor leadsChanged last answered, or none",
  tooManyDashboardsWaiting: "Too many dashboards are open on this account. Close one to keep new orders showing at once.",
  // SPEC's words for a lead another merchant took first.
  alreadyAccepted: "This order has already been accepted",
  notYourOrder: "This order was accepted by another merchant",
  notAcceptedYet: "Accept this order before marking it fulfilled",
  alreadyFulfilled: "This order has already been fulfilled",
  // A merchant who did not print an accepted order in time lost it; it goes to another print shop.
  missedDeadline: "You did not print this order in time, so it went to another print shop and you cannot accept it again",
  // A lead nobody accepted or printed in time: the shopper was refunded.
  orderWithdrawn: "This order was withdrawn and refunded: it no longer needs printing",
  // SPEC §8's toasts, which the API answers with too.
  merchantCreated: "Your merchant account has been set up with a $5/month subscription!",
  orderAccepted: "Order accepted! You can now fulfill this order.",
  orderFulfilled: "Order marked as fulfilled!",
  // The operator console's merchant payouts.
  operatorsOnly: "Only an operator can see merchants' payouts",
} as const;

/** The merchant form's field names, as the page labels them and the messages name them. */
export const labels = {
  businessName: "Business name",
  address: "Street address",
  // A lead nobody took in time, or whose merchant did not print it, offered in every state.
  reoffered: "Re-offered nationwide",
} as const;
