import { useCallback, useEffect, useState } from "react";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { EMPTY_CARD_FORM, type OfflineCard, type OfflineCardFields, parseOfflineCard } from "../../lib/offline-card.ts";
import { CardFields } from "./card-fields.tsx";
import type { CardInputProps, SavedCard } from "./card-input.ts";

export interface OfflineCardInputProps extends CardInputProps {
  /** The inputs' ids, one set per form (their labels match checkout's card form). */
  ids: Record<keyof OfflineCardFields, string>;
  /**
   * Saves the card at the built-in provider (the service's create…OfflinePaymentMethod) and answers
   * its payment method id; a GraphQL error's message is shown as it is.
   */
  savePaymentMethod: (card: OfflineCard) => Promise<string | undefined>;
}

const NOT_SAVED = "Your card could not be saved. Please try again.";

/**
 * The built-in card provider's card fields (it behaves like Stripe test mode): the same fields and
 * checks as checkout's card form, and the service's offline payment method in place of Stripe.js's
 * createPaymentMethod. A field says what is wrong once the payer leaves it.
 */
export function OfflineCardInput({ ids, savePaymentMethod, disabled, onStateChange }: OfflineCardInputProps) {
  const [card, setCard] = useState<OfflineCardFields>(EMPTY_CARD_FORM);
  const [left, setLeft] = useState<Partial<Record<keyof OfflineCardFields, boolean>>>({});
  const parsed = parseOfflineCard(card);

  const save = useCallback(async (): Promise<SavedCard> => {
    const checked = parseOfflineCard(card);
    if (!checked.card) return { error: "Please check the card's number, expiry and CVC" };
    try {
      const paymentMethodId = await savePaymentMethod(checked.card);
      return paymentMethodId ? { paymentMethodId } : { error: NOT_SAVED };
    } catch (error) {
      return { error: graphQLErrorMessage(error) ?? NOT_SAVED };
    }
  }, [card, savePaymentMethod]);

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
        ids={ids}
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
