import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { type FormEvent, useState } from "react";
import { STRIPE_NOT_LOADED, stripeFor } from "../payments/stripe.ts";
import { FormAlert } from "../ui/form-alert.tsx";
import type { CardFormProps } from "./card-form-props.ts";
import { PayButton } from "./pay-button.tsx";
import { announcePaymentFailed, PAYMENT_FAILED_TITLE } from "./payment-failed.ts";

/**
 * The card form when Stripe takes card payments: Stripe Elements' Payment Element, confirmed with
 * stripe.confirmPayment. This module (and Stripe.js with it) is loaded only when the checkout page
 * learns that Stripe is the provider.
 */
export function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret: props.clientSecret,
        appearance: {
          theme: "night",
          variables: { colorPrimary: "#4fd884", colorBackground: "#050a07", borderRadius: "12px" },
        },
      }}
    >
      <PaymentElementForm {...props} />
    </Elements>
  );
}

function PaymentElementForm({ total, validate, onPaid }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState<string | null>(null);
  // A declined card's reason stays beside the card until the payer tries again.
  const [declined, setDeclined] = useState<string | null>(null);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setDeclined(null);
    setBusy("Processing payment...");
    if (!(await validate())) {
      setBusy(null);
      return;
    }
    if (!stripe || !elements) {
      setBusy(null);
      setDeclined(announcePaymentFailed(STRIPE_NOT_LOADED));
      return;
    }
    // Cards confirm in place; only a payment method that must redirect leaves the page.
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: "if_required",
      confirmParams: { return_url: `${window.location.origin}/checkout` },
    });
    if (error || paymentIntent?.status !== "succeeded") {
      setBusy(null);
      setDeclined(
        announcePaymentFailed(error?.message ?? (paymentIntent ? `The payment is ${paymentIntent.status}.` : undefined)),
      );
      return;
    }
    setBusy("Placing your order...");
    try {
      await onPaid(paymentIntent.id);
    } finally {
      setBusy(null);
    }
  };

  return (
    <form noValidate onSubmit={pay} className="grid gap-5" aria-label="Card payment">
      <PaymentElement options={{ layout: "tabs" }} />
      <FormAlert title={PAYMENT_FAILED_TITLE} message={declined} />
      <PayButton total={total} busy={busy} disabled={!stripe || !elements} />
    </form>
  );
}
