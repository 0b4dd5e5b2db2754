import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { StripeCardElementChangeEvent } from "@stripe/stripe-js";
import { useCallback, useEffect, useState } from "react";
import type { CardInputProps, SavedCard } from "./card-input.ts";
import { STRIPE_NOT_LOADED, stripeFor } from "./stripe.ts";

/** SPEC §8's local error, word for word. */
export const CARD_ELEMENT_NOT_FOUND = "Card element not found";

/**
 * The card input when Stripe bills the subscription: Stripe Elements' CardElement, saved with
 * stripe.createPaymentMethod. This module (and Stripe.js with it) loads only when the page learns
 * that Stripe is the provider.
 */
export function StripeCardInput({ publishableKey, ...props }: CardInputProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardField {...props} />
    </Elements>
  );
}

// The card iframe cannot read the page's CSS: its colours are the theme's cream, ember and muted cream.
const CARD_STYLE = {
  base: {
    color: "#fcf9f1",
    fontSize: "16px",
    fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    iconColor: "#7fe8a7",
    "::placeholder": { color: "rgba(244, 238, 223, 0.4)" },
  },
  invalid: { color: "#ff9a9c", iconColor: "#ff9a9c" },
};

function StripeCardField({ disabled, onStateChange }: CardInputProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const save = useCallback(async (): Promise<SavedCard> => {
    if (!stripe) return { error: STRIPE_NOT_LOADED };
    const card = elements?.getElement(CardElement);
    if (!card) return { error: CARD_ELEMENT_NOT_FOUND };
    const { error, paymentMethod } = await stripe.createPaymentMethod({ type: "card", card });
    if (error || !paymentMethod) return { error: error?.message ?? "Your card could not be saved. Please try again." };
    return { paymentMethodId: paymentMethod.id };
  }, [stripe, elements]);

  const ready = complete && stripe !== null;
  useEffect(() => {
    onStateChange({ ready, save });
  }, [ready, save, onStateChange]);

  const onChange = (event: StripeCardElementChangeEvent) => {
    setComplete(event.complete);
    setMessage(event.error?.message ?? null);
  };

  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-semibold text-cream-100">Card</legend>
      <div className="rounded-xl border border-cream-100/15 bg-ink/60 px-4 py-3.5 transition-colors focus-within:border-leaf-400 hover:border-cream-100/30">
        <CardElement options={{ style: CARD_STYLE, disabled }} onChange={onChange} />
      </div>
      {message ? (
        <p role="alert" className="text-sm font-medium text-ember-300">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
