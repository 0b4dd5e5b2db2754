import { Loader2, RotateCcw } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Button } from "../ui/button.tsx";
import { type CardInputProps, NO_CARD } from "./card-input.ts";
import { OfflineCardInput, type OfflineCardInputProps } from "./offline-card-input.tsx";

// Stripe.js and Stripe Elements load only when Stripe takes the card.
const StripeCardInput = lazy(async () => ({ default: (await import("./stripe-card-input.tsx")).StripeCardInput }));

/** Who takes the card, as the service's payment settings answer. */
export type CardProvider =
  | { kind: "loading" }
  | { kind: "failed"; retry: () => void }
  | { kind: "offline" }
  | { kind: "stripe"; publishableKey: string | null };

export interface ProviderCardInputProps extends CardInputProps, Pick<OfflineCardInputProps, "ids" | "savePaymentMethod"> {
  provider: CardProvider;
}

/**
 * A subscription's card input by its provider: Stripe Elements' card field, or the built-in
 * provider's card form. It reports not ready until the provider is known and its library loaded.
 */
export function ProviderCardInput({ provider, ids, savePaymentMethod, ...props }: ProviderCardInputProps) {
  const { onStateChange } = props;
  const known = provider.kind === "offline" || provider.kind === "stripe";
  useEffect(() => {
    if (!known) onStateChange(NO_CARD);
  }, [known, onStateChange]);

  switch (provider.kind) {
    case "loading":
      return <PreparingCard />;
    case "failed":
      return (
        <div className="grid justify-items-start gap-3 rounded-2xl border border-ember-400/30 bg-ember-500/8 p-4">
          <p className="text-sm text-cream-100/80">The card form could not be loaded. Please try again.</p>
          <Button variant="outline" size="sm" onClick={provider.retry}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </div>
      );
    case "stripe":
      if (!provider.publishableKey) {
        return <p className="text-sm text-ember-300">Card payments are not available right now. Please try again later.</p>;
      }
      return (
        <Suspense fallback={<PreparingCard />}>
          <StripeCardInput publishableKey={provider.publishableKey} {...props} />
        </Suspense>
      );
    case "offline":
      return <OfflineCardInput ids={ids} savePaymentMethod={savePaymentMethod} {...props} />;
  }
}

function PreparingCard() {
  return (
    <p role="status" className="flex items-center gap-2 py-4 text-sm text-cream-100/65">
      <Loader2 className="size-4 animate-spin text-leaf-300" aria-hidden="true" />
      Preparing secure card form...
    </p>
  );
}
