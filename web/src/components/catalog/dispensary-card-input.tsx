import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback } from "react";
import { CREATE_DISPENSARY_OFFLINE_PAYMENT_METHOD_MUTATION, DISPENSARY_FEE_SETTINGS_QUERY } from "../../graphql/catalog.ts";
import type { OfflineCard } from "../../lib/offline-card.ts";
import type { CardInputProps } from "../payments/card-input.ts";
import { type CardProvider, ProviderCardInput } from "../payments/provider-card-input.tsx";

/** The input ids, so a form can point at the card (its labels match checkout's card form). */
const OFFLINE_CARD_IDS = {
  number: "dispensary-card-number",
  expiry: "dispensary-card-expiry",
  cvc: "dispensary-card-cvc",
} as const;

/**
 * The store fee's card input, by dispensaryFeeSettings.cardProvider: Stripe Elements' card field,
 * or the built-in provider's card form saved with createDispensaryOfflinePaymentMethod.
 */
export function DispensaryCardInput(props: CardInputProps) {
  const { data, error, refetch } = useQuery(DISPENSARY_FEE_SETTINGS_QUERY);
  const [createPaymentMethod] = useMutation(CREATE_DISPENSARY_OFFLINE_PAYMENT_METHOD_MUTATION);
  const settings = data?.dispensaryFeeSettings;
  const provider: CardProvider = settings
    ? settings.cardProvider === "stripe"
      ? { kind: "stripe", publishableKey: settings.stripePublishableKey ?? null }
      : { kind: "offline" }
    : error
      ? { kind: "failed", retry: () => void refetch() }
      : { kind: "loading" };
  const savePaymentMethod = useCallback(
    async (card: OfflineCard) =>
      (await createPaymentMethod({ variables: { card } })).data?.createDispensaryOfflinePaymentMethod.id,
    [createPaymentMethod],
  );
  return <ProviderCardInput provider={provider} ids={OFFLINE_CARD_IDS} savePaymentMethod={savePaymentMethod} {...props} />;
}
