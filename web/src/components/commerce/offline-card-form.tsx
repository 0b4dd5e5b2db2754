import { useMutation } from "@apollo/client/react";
import { CreditCard, FlaskConical } from "lucide-react";
import { type FormEvent, useState } from "react";
import { CONFIRM_OFFLINE_CARD_PAYMENT_MUTATION } from "../../graphql/commerce.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import {
  EMPTY_CARD_FORM,
  formatCardNumber,
  formatExpiry,
  type OfflineCardErrors,
  type OfflineCardFields,
  parseOfflineCard,
  TEST_CARDS,
} from "../../lib/offline-card.ts";
import { Field, fieldDescribedBy } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";
import type { CardFormProps } from "./card-form-props.ts";
import { PayButton } from "./pay-button.tsx";
import { announcePaymentFailed } from "./payment-failed.ts";

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
      <Field id="card-number" label="Card number" error={errors.number}>
        <div className="relative">
          <Input
            id="card-number"
            name="cardnumber"
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            value={card.number}
            onChange={(e) => set("number", formatCardNumber(e.target.value))}
            disabled={Boolean(busy)}
            aria-invalid={errors.number ? true : undefined}
            aria-describedby={fieldDescribedBy("card-number", errors.number)}
            className="pr-12 font-mono tracking-wider"
          />
          <CreditCard
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-cream-100/40"
            aria-hidden="true"
          />
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id="card-expiry" label="Expiry (MM/YY)" error={errors.expiry}>
          <Input
            id="card-expiry"
            name="exp-date"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            maxLength={5}
            value={card.expiry}
            onChange={(e) => set("expiry", formatExpiry(e.target.value))}
            disabled={Boolean(busy)}
            aria-invalid={errors.expiry ? true : undefined}
            aria-describedby={fieldDescribedBy("card-expiry", errors.expiry)}
            className="font-mono"
          />
        </Field>
        <Field id="card-cvc" label="CVC" error={errors.cvc}>
          <Input
            id="card-cvc"
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => set("cvc", e.target.value.replace(/\D/g, ""))}
            disabled={Boolean(busy)}
            aria-invalid={errors.cvc ? true : undefined}
            aria-describedby={fieldDescribedBy("card-cvc", errors.cvc)}
            className="font-mono"
          />
        </Field>
      </div>
      <p className="flex gap-2.5 rounded-2xl border border-gold-400/25 bg-gold-400/8 p-3.5 text-xs text-cream-100/75">
        <FlaskConical className="size-4 shrink-0 text-gold-400" aria-hidden="true" />
        <span>
          Test payments: <span className="font-mono text-cream-50">{TEST_CARDS.succeeds}</span> is approved,{" "}
          <span className="font-mono text-cream-50">{TEST_CARDS.declined}</span> is declined. Any future date and any CVC.
        </span>
      </p>
      <PayButton total={total} busy={busy} />
    </form>
  );
}
