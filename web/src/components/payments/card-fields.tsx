import { CreditCard, FlaskConical } from "lucide-react";
import {
  formatCardNumber,
  formatExpiry,
  type OfflineCardErrors,
  type OfflineCardFields,
  TEST_CARDS,
} from "../../lib/offline-card.ts";
import { Field, fieldDescribedBy } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";

type CardField = keyof OfflineCardFields;

export interface CardFieldsProps {
  /** The inputs' ids, one set per page, so a form can point at the card. */
  ids: Record<CardField, string>;
  card: OfflineCardFields;
  /** The message under each field, if any. */
  errors: OfflineCardErrors;
  disabled?: boolean;
  /** A field's new value, already formatted (spaced number, MM/YY, CVC digits only). */
  onChange: (field: CardField, value: string) => void;
  /** The shopper or merchant left a field. */
  onLeave?: (field: CardField) => void;
  /** How the test cards notice starts ("Test payments", "Test cards"). */
  testCardsLabel: string;
}

/**
 * The built-in card provider's card number, expiry and CVC, with the test cards it knows. Its
 * parent keeps the card and decides when a field shows its error.
 */
export function CardFields({ ids, card, errors, disabled, onChange, onLeave, testCardsLabel }: CardFieldsProps) {
  const control = (field: CardField) => ({
    id: ids[field],
    inputMode: "numeric" as const,
    value: card[field],
    onBlur: onLeave ? () => onLeave(field) : undefined,
    disabled,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": fieldDescribedBy(ids[field], errors[field]),
  });
  return (
    <>
      <Field id={ids.number} label="Card number" error={errors.number}>
        <div className="relative">
          <Input
            {...control("number")}
            name="cardnumber"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            onChange={(e) => onChange("number", formatCardNumber(e.target.value))}
            className="pr-12 font-mono tracking-wider"
          />
          <CreditCard
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-cream-100/40"
            aria-hidden="true"
          />
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={ids.expiry} label="Expiry (MM/YY)" error={errors.expiry}>
          <Input
            {...control("expiry")}
            name="exp-date"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            onChange={(e) => onChange("expiry", formatExpiry(e.target.value))}
            className="font-mono"
          />
        </Field>
        <Field id={ids.cvc} label="CVC" error={errors.cvc}>
          <Input
            {...control("cvc")}
            name="cvc"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            onChange={(e) => onChange("cvc", e.target.value.replace(/\D/g, ""))}
            className="font-mono"
          />
        </Field>
      </div>
      <p className="flex gap-2.5 rounded-2xl border border-gold-400/25 bg-gold-400/8 p-3.5 text-xs text-cream-100/75">
        <FlaskConical className="size-4 shrink-0 text-gold-400" aria-hidden="true" />
        <span>
          {testCardsLabel}: <span className="font-mono text-cream-50">{TEST_CARDS.succeeds}</span> is approved,{" "}
          <span className="font-mono text-cream-50">{TEST_CARDS.declined}</span> is declined. Any future date and any CVC.
        </span>
      </p>
    </>
  );
}
