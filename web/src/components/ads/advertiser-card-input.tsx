import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback } from "react";
import { ADVERTISER_BILLING_QUERY, CREATE_ADVERTISER_OFFLINE_PAYMENT_METHOD_MUTATION } from "../../graphql/ads.ts";
import type { OfflineCard } from "../../lib/offline-card.ts";
import type { CardInputProps } from "../payments/card-input.ts";
import { type CardProvider, ProviderCardInput } from "../payments/provider-card-input.tsx";

const OFFLINE_CARD_IDS = {
  number: "advertiser-card-number",
  expiry: "advertiser-card-expiry",
  cvc: "advertiser-card-cvc",
} as const;

/**
 * The advertising plan's card input: Stripe Elements when the server gives a publishable key
 * (Stripe Billing), otherwise the built-in provider's card form, saved with
 * createAdvertiserOfflinePaymentMethod.
 */
export function AdvertiserCardInput(props: CardInputProps) {
  const { data, error, refetch } = useQuery(ADVERTISER_BILLING_QUERY);
  const [createPaymentMethod] = useMutation(CREATE_ADVERTISER_OFFLINE_PAYMENT_METHOD_MUTATION);
  const provider: CardProvider = data
    ? data.advertiserBillingPublishableKey
      ? { kind: "stripe", publishableKey: data.advertiserBillingPublishableKey }
      : { kind: "offline" }
    : error
      ? { kind: "failed", retry: () => void refetch().catch(() => undefined) }
      : { kind: "loading" };
  const savePaymentMethod = useCallback(
    async (card: OfflineCard) =>
      (await createPaymentMethod({ variables: { card } })).data?.createAdvertiserOfflinePaymentMethod.id,
    [createPaymentMethod],
  );
  return <ProviderCardInput provider={provider} ids={OFFLINE_CARD_IDS} savePaymentMethod={savePaymentMethod} {...props} />;
}
