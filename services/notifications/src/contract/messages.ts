/** The texts people read, written once here. */
export const messages = {
  /** The one answer to an order lookup, whether or not the address has orders (no enumeration). */
  lookupAccepted: "If we have orders for that email, we have sent you their links.",
  emailInvalid: "Please enter a valid email address",
  tooManyLookups: "Too many order lookups. Please try again later.",
  /** The development mailbox does not exist in production. */
  mailboxNotFound: "There is no development mailbox in production.",
} as const;

/** The web app's labels for the lookup form and the mailbox. */
export const labels = {
  findMyOrder: "Find my order",
  lookupIntro: "Enter the email you used at checkout and we will send you the links to your receipts.",
  email: "Email",
  sendLinks: "Send my links",
  mailbox: "Mailbox",
  mailboxIntro: "Mails the marketplace sent, newest first (development only).",
  mailboxEmpty: "No mail yet.",
} as const;
