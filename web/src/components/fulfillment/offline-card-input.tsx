import { useMutation } from "@apollo/client/react";
import { useCallback, useEffect, useState } from "react";
import { CREATE_OFFLINE_PAYMENT_METHOD_MUTATION } from "../../graphql/fulfillment.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { EMPTY_CARD_FORM, type OfflineCardFields, parseOfflineCard } from "../../lib/offline-card.ts";
import { CardFields } from "../payments/card-fields.tsx";
import type { CardInputProps, SavedCard } from "./card-input.ts";

/** The input ids, so a form can point at the card (its labels match checkout's card form). */
export const OFFLINE_CARD_IDS = {
  number: "merchant-card-number",
  expiry: "merchant-card-expiry",
  cvc: "merchant-card-cvc",
} as const;

/**
 * The built-in card provider's card fields (it behaves like Stripe test mode): the same fields and
 * checks as checkout's card form, and createOfflinePaymentMethod in place of Stripe.js's
 * createPaymentMethod. A field says what is wrong once the merchant leaves it.
 */
export function OfflineCardInput({ disabled, onStateChange }: CardInputProps) {
  const [card, setCard] = useState<OfflineCardFields>(EMPTY_CARD_FORM);
  const [left, setLeft] = useState<Partial<Record<keyof OfflineCardFields, boolean>>>({});
  const [createPaymentMethod] = useMutation(CREATE_OFFLINE_PAYMENT_METHOD_MUTATION);
  const parsed = parseOfflineCard(card);

  const save = useCallback(async (): Promise<SavedCard> => {
    const checked = parseOfflineCard(card);
    if (!checked.card) return { error: "Please check the card's number, expiry and CVC" };
    try {
      const { data } = await createPaymentMethod({ variables: { card: checked.card } });
      if (!data) return { error: "Your card could not be saved. Please try again." };
      return { paymentMethodId: data.createOfflinePaymentMethod.id };
    } catch (error) {
      return { error: graphQLErrorMessage(error) ?? "Your card could not be saved. Please try again." };
    }
  }, [card, createPaymentMethod]);

  const ready = parsed.card !== undefined;
  useEffect(() => {
    onStateChange({ ready, save });
  }, [ready, save, onStateChange]);

  const set = (key: keyof OfflineCardFields, value: string) => {
    setCard((current) => ({ ...current, [key]: value }));
    setLeft((current) => ({ ...current, [key]: false }));
  };
  const errorOf = (key: keyof OfflineCardFields) => (left[key] && card[key] ? parsed.errors?.[key] : undefined);
  const leave = (key: keyof OfflineCardFields) => setLeft((current) => ({ ...current, [key]: true }));

  return (
    <div className="grid gap-4">
      <CardFields
        ids={OFFLINE_CARD_IDS}
        card={card}
        errors={{ number: errorOf("number"), expiry: errorOf("expiry"), cvc: errorOf("cvc") }}
        disabled={disabled}
        onChange={set}
        onLeave={leave}
        testCardsLabel="Test cards"
      />
    </div>
  );
}
