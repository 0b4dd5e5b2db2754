import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback } from "react";
import { CREATE_OFFLINE_PAYMENT_METHOD_MUTATION, MERCHANT_PAYMENT_SETTINGS_QUERY } from "../../graphql/fulfillment.ts";
import type { OfflineCard } from "../../lib/offline-card.ts";
import type { CardInputProps } from "../payments/card-input.ts";
import { type CardProvider, ProviderCardInput } from "../payments/provider-card-input.tsx";

/** The input ids, so a form can point at the card (its labels match checkout's card form). */
const OFFLINE_CARD_IDS = {
  number: "merchant-card-number",
  expiry: "merchant-card-expiry",
  cvc: "merchant-card-cvc",
} as const;

/**
 * The subscription's card input, by merchantPaymentSettings.cardProvider: Stripe Elements' card
 * field, or the built-in provider's card form saved with createOfflinePaymentMethod.
 */
export function MerchantCardInput(props: CardInputProps) {
  const { data, error, refetch } = useQuery(MERCHANT_PAYMENT_SETTINGS_QUERY);
  const [createPaymentMethod] = useMutation(CREATE_OFFLINE_PAYMENT_METHOD_MUTATION);
  const settings = data?.merchantPaymentSettings;
  const provider: CardProvider = settings
    ? settings.cardProvider === "stripe"
      ? { kind: "stripe", publishableKey: settings.stripePublishableKey }
      : { kind: "offline" }
    : error
      ? { kind: "failed", retry: () => void refetch() }
      : { kind: "loading" };
  const savePaymentMethod = useCallback(
    async (card: OfflineCard) => (await createPaymentMethod({ variables: { card } })).data?.createOfflinePaymentMethod.id,
    [createPaymentMethod],
  );
  return <ProviderCardInput provider={provider} ids={OFFLINE_CARD_IDS} savePaymentMethod={savePaymentMethod} {...props} />;
}
