/** What a store's owner is told about its money, in catalog's voice. */
export const storeMoneyMessages = {
  signInRequired: "Please sign in to continue",
  dispensaryNotFound: "Dispensary not found",
  notYourStore: "Only the store's owner can do that",
  nothingToWithdraw: "No balance is available to withdraw yet.",
} as const;
