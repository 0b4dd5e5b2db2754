import { useMutation } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { CONFIRM_OFFLINE_CARD_PAYMENT_MUTATION } from "../../graphql/commerce.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { EMPTY_CARD_FORM, type OfflineCardFields, parseOfflineCard } from "../../lib/offline-card.ts";
import { CardFields } from "../payments/card-fields.tsx";
import { focusFirstInvalid } from "../ui/focus-first-error.ts";
import { FormAlert } from "../ui/form-alert.tsx";
import type { CardFormProps } from "./card-form-props.ts";
import { PayButton } from "./pay-button.tsx";
import { announcePaymentFailed, PAYMENT_FAILED_TITLE } from "./payment-failed.ts";

const CARD_IDS = { number: "card-number", expiry: "card-expiry", cvc: "card-cvc" } as const;

type CardField = keyof OfflineCardFields;
const ALL_SHOWN: Record<CardField, boolean> = { number: true, expiry: true, cvc: true };

/**
 * The card form of the built-in card provider, which behaves like Stripe test mode: the card is
 * confirmed by confirmOfflineCardPayment as Stripe.js would confirm it with Stripe. A field says
 * what is wrong once the payer has left it filled in (or tried to pay), then as they type; a
 * declined card's reason stays beside the card until they pay again.
 */
export function OfflineCardForm({ clientSecret, total, validate, onPaid }: CardFormProps) {
  const [card, setCard] = useState<OfflineCardFields>(EMPTY_CARD_FORM);
  const [shown, setShown] = useState<Partial<Record<CardField, boolean>>>({});
  const [declined, setDeclined] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm] = useMutation(CONFIRM_OFFLINE_CARD_PAYMENT_MUTATION);
  const parsed = parseOfflineCard(card);
  const errorOf = (key: CardField) => (shown[key] ? parsed.errors?.[key] : undefined);

  const set = (key: CardField, value: string) => setCard((current) => ({ ...current, [key]: value }));
  const leave = (key: CardField) => {
    if (card[key]) setShown((current) => ({ ...current, [key]: true }));
  };

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setShown(ALL_SHOWN);
    setDeclined(null);
    setBusy("Processing payment...");
    // The shipping form and the cart first: nothing is charged for an order that cannot be placed.
    const ready = await validate();
    if (!ready || !parsed.card) {
      setBusy(null);
      // The shipping form focuses its own first error; else the card's.
      if (ready) requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    let paymentIntentId: string;
    try {
      const { data } = await confirm({ variables: { input: { clientSecret, card: parsed.card } } });
      if (!data) throw new Error("No answer from the card provider");
      paymentIntentId = data.confirmOfflineCardPayment.paymentIntentId;
    } catch (error) {
      setBusy(null);
      setDeclined(announcePaymentFailed(graphQLErrorMessage(error)));
      return;
    }
    setBusy("Placing your order...");
    try {
      await onPaid(paymentIntentId);
    } finally {
      setBusy(null);
    }
  };

  return (
    <form noValidate onSubmit={pay} className="grid gap-4" aria-label="Card payment">
      <CardFields
        ids={CARD_IDS}
        card={card}
        errors={{ number: errorOf("number"), expiry: errorOf("expiry"), cvc: errorOf("cvc") }}
        disabled={Boolean(busy)}
        onChange={set}
        onLeave={leave}
        testCardsLabel="Test payments"
      />
      <FormAlert title={PAYMENT_FAILED_TITLE} message={declined} />
      <PayButton total={total} busy={busy} />
    </form>
  );
}
