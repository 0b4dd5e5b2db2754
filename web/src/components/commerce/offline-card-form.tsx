import { useMutation } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { CONFIRM_OFFLINE_CARD_PAYMENT_MUTATION } from "../../graphql/commerce.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { EMPTY_CARD_FORM, type OfflineCardErrors, type OfflineCardFields, parseOfflineCard } from "../../lib/offline-card.ts";
import { CardFields } from "../payments/card-fields.tsx";
import type { CardFormProps } from "./card-form-props.ts";
import { PayButton } from "./pay-button.tsx";
import { announcePaymentFailed } from "./payment-failed.ts";

const CARD_IDS = { number: "card-number", expiry: "card-expiry", cvc: "card-cvc" } as const;

/**
 * The card form of the built-in card provider, which behaves like Stripe test mode: the card is
 * confirmed by confirmOfflineCardPayment as Stripe.js would confirm it with Stripe.
 */
export function OfflineCardForm({ clientSecret, total, validate, onPaid }: CardFormProps) {
  const [card, setCard] = useState<OfflineCardFields>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<OfflineCardErrors>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm] = useMutation(CONFIRM_OFFLINE_CARD_PAYMENT_MUTATION);

  const set = (key: keyof OfflineCardFields, value: string) => {
    setCard((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseOfflineCard(card);
    if (parsed.errors) setErrors(parsed.errors);
    setBusy("Processing payment...");
    // The shipping form and the cart first: nothing is charged for an order that cannot be placed.
    const ready = await validate();
    if (!ready || !parsed.card) {
      setBusy(null);
      return;
    }
    let paymentIntentId: string;
    try {
      const { data } = await confirm({ variables: { input: { clientSecret, card: parsed.card } } });
      if (!data) throw new Error("No answer from the card provider");
      paymentIntentId = data.confirmOfflineCardPayment.paymentIntentId;
    } catch (error) {
      setBusy(null);
      announcePaymentFailed(graphQLErrorMessage(error));
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
        errors={errors}
        disabled={Boolean(busy)}
        onChange={set}
        testCardsLabel="Test payments"
      />
      <PayButton total={total} busy={busy} />
    </form>
  );
}
