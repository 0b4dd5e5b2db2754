import { useMutation } from "@apollo/client/react";
import { CreditCard, FlaskConical } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { CREATE_OFFLINE_PAYMENT_METHOD_MUTATION } from "../../graphql/fulfillment.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import {
  EMPTY_CARD_FORM,
  formatCardNumber,
  formatExpiry,
  type OfflineCardFields,
  parseOfflineCard,
  TEST_CARDS,
} from "../../lib/offline-card.ts";
import { Field, fieldDescribedBy } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";
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
  const leave = (key: keyof OfflineCardFields) => () => setLeft((current) => ({ ...current, [key]: true }));

  const numberError = errorOf("number");
  const expiryError = errorOf("expiry");
  const cvcError = errorOf("cvc");
  return (
    <div className="grid gap-4">
      <Field id={OFFLINE_CARD_IDS.number} label="Card number" error={numberError}>
        <div className="relative">
          <Input
            id={OFFLINE_CARD_IDS.number}
            name="cardnumber"
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            value={card.number}
            onChange={(e) => set("number", formatCardNumber(e.target.value))}
            onBlur={leave("number")}
            disabled={disabled}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={fieldDescribedBy(OFFLINE_CARD_IDS.number, numberError)}
            className="pr-12 font-mono tracking-wider"
          />
          <CreditCard
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-cream-100/40"
            aria-hidden="true"
          />
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={OFFLINE_CARD_IDS.expiry} label="Expiry (MM/YY)" error={expiryError}>
          <Input
            id={OFFLINE_CARD_IDS.expiry}
            name="exp-date"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            maxLength={5}
            value={card.expiry}
            onChange={(e) => set("expiry", formatExpiry(e.target.value))}
            onBlur={leave("expiry")}
            disabled={disabled}
            aria-invalid={expiryError ? true : undefined}
            aria-describedby={fieldDescribedBy(OFFLINE_CARD_IDS.expiry, expiryError)}
            className="font-mono"
          />
        </Field>
        <Field id={OFFLINE_CARD_IDS.cvc} label="CVC" error={cvcError}>
          <Input
            id={OFFLINE_CARD_IDS.cvc}
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => set("cvc", e.target.value.replace(/\D/g, ""))}
            onBlur={leave("cvc")}
            disabled={disabled}
            aria-invalid={cvcError ? true : undefined}
            aria-describedby={fieldDescribedBy(OFFLINE_CARD_IDS.cvc, cvcError)}
            className="font-mono"
          />
        </Field>
      </div>
      <p className="flex gap-2.5 rounded-2xl border border-gold-400/25 bg-gold-400/8 p-3.5 text-xs text-cream-100/75">
        <FlaskConical className="size-4 shrink-0 text-gold-400" aria-hidden="true" />
        <span>
          Test cards: <span className="font-mono text-cream-50">{TEST_CARDS.succeeds}</span> is approved,{" "}
          <span className="font-mono text-cream-50">{TEST_CARDS.declined}</span> is declined. Any future date and any CVC.
        </span>
      </p>
    </div>
  );
}
