import { subscriptionMessages } from "@highcotton/billing/domain";
import { messages as contractMessages } from "../contract/index.ts";

/** The contract's messages and the card provider's words for a card or webhook it refuses. */
export const messages = {
  ...contractMessages,
  paymentMethodInvalid: subscriptionMessages.paymentMethodInvalid,
  tooManyCardAttempts: subscriptionMessages.tooManyCardAttempts,
  webhookSecretMissing: subscriptionMessages.webhookSecretMissing,
} as const;
