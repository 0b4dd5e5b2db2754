/** What saving a card at the provider gave: its payment method, or the message to show. */
export type SavedCard = { paymentMethodId: string; error?: undefined } | { error: string; paymentMethodId?: undefined };

/** What a card input tells its form, each time it changes. */
export interface CardInputState {
  /** SPEC §5: the card is complete and the provider's library is loaded (the submit waits for both). */
  ready: boolean;
  /** Saves the card at the provider, as Stripe.js's createPaymentMethod does. */
  save: () => Promise<SavedCard>;
}

export interface CardInputProps {
  disabled?: boolean;
  /** Must be stable (a state setter): the input calls it whenever its state changes. */
  onStateChange: (state: CardInputState) => void;
}

/** The state before any card input has reported. */
export const NO_CARD: CardInputState = {
  ready: false,
  // The submit waits for a ready card, so this shows only if a form saves before any input reported.
  save: async () => ({ error: "Enter your card details" }),
};
