import { useQuery } from "@apollo/client/react";
import { Loader2, RotateCcw } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { MERCHANT_PAYMENT_SETTINGS_QUERY } from "../../graphql/fulfillment.ts";
import { Button } from "../ui/button.tsx";
import { type CardInputProps, NO_CARD } from "./card-input.ts";
import { OfflineCardInput } from "./offline-card-input.tsx";

// Stripe.js and Stripe Elements load only when Stripe bills the subscription.
const StripeCardInput = lazy(async () => ({ default: (await import("./stripe-card-input.tsx")).StripeCardInput }));

/**
 * The subscription's card input, by merchantPaymentSettings.cardProvider: Stripe Elements' card
 * field, or the built-in provider's card form. It reports not ready until the provider is known
 * and its library loaded.
 */
export function MerchantCardInput(props: CardInputProps) {
  const { data, error, refetch } = useQuery(MERCHANT_PAYMENT_SETTINGS_QUERY);
  const settings = data?.merchantPaymentSettings;
  const { onStateChange } = props;
  const known = Boolean(settings);
  useEffect(() => {
    if (!known) onStateChange(NO_CARD);
  }, [known, onStateChange]);

  if (!settings) {
    if (error) {
      return (
        <div className="grid justify-items-start gap-3 rounded-2xl border border-ember-400/30 bg-ember-500/8 p-4">
          <p className="text-sm text-cream-100/80">The card form could not be loaded. Please try again.</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </div>
      );
    }
    return <PreparingCard />;
  }
  if (settings.cardProvider === "stripe") {
    if (!settings.stripePublishableKey) {
      return <p className="text-sm text-ember-300">Card payments are not available right now. Please try again later.</p>;
    }
    return (
      <Suspense fallback={<PreparingCard />}>
        <StripeCardInput publishableKey={settings.stripePublishableKey} {...props} />
      </Suspense>
    );
  }
  return <OfflineCardInput {...props} />;
}

function PreparingCard() {
  return (
    <p role="status" className="flex items-center gap-2 py-4 text-sm text-cream-100/65">
      <Loader2 className="size-4 animate-spin text-leaf-300" aria-hidden="true" />
      Preparing secure card form...
    </p>
  );
}
