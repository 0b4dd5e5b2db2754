import { loadStripe, type Stripe } from "@stripe/stripe-js";

// Imported only by the Stripe card forms, which load lazily: Stripe.js loads only when Stripe is the provider.

/** SPEC §8's local error when Stripe.js has not loaded, word for word. */
export const STRIPE_NOT_LOADED = "Stripe not loaded";

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per publishable key for the whole visit. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}
