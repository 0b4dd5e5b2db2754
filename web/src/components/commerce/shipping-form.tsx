import type { HTMLAttributes } from "react";
import {
  checkoutLabels,
  SHIPPING_FIELD_MAX,
  type ShippingForm,
  type ShippingFormErrors,
  STATE_CODE_LENGTH,
} from "../../lib/checkout-form.ts";
import { Field, fieldDescribedBy } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";

/** The id of a shipping field's input, so the page can focus the first one in error. */
export const shippingFieldId = (key: keyof ShippingForm) => `checkout-${key}`;

interface FieldSpec {
  label: string;
  autoComplete: string;
  placeholder: string;
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  className?: string;
}

const FIELDS: ReadonlyArray<[keyof ShippingForm, FieldSpec]> = [
  ["customerName", { label: "Full name", autoComplete: "name", placeholder: "Jordan Rivers", className: "sm:col-span-2" }],
  [
    "customerEmail",
    {
      label: "Email",
      autoComplete: "email",
      placeholder: "you@example.com",
      type: "email",
      inputMode: "email",
      className: "sm:col-span-2",
    },
  ],
  [
    "shippingAddress",
    {
      label: checkoutLabels.shippingAddress,
      autoComplete: "street-address",
      placeholder: "420 Main St",
      className: "sm:col-span-2",
    },
  ],
  ["shippingCity", { label: "City", autoComplete: "address-level2", placeholder: "Denver", className: "sm:col-span-2" }],
  ["shippingState", { label: "State", autoComplete: "address-level1", placeholder: "CO" }],
  ["shippingZip", { label: "ZIP code", autoComplete: "postal-code", placeholder: "80202", inputMode: "numeric" }],
];

/** SPEC §2/§5 /checkout shipping form; errors show under each field. */
export function ShippingFields({
  form,
  errors,
  onChange,
  onLeave,
  disabled,
}: {
  form: ShippingForm;
  errors: ShippingFormErrors;
  onChange: (key: keyof ShippingForm, value: string) => void;
  /** The shopper left a field. */
  onLeave?: (key: keyof ShippingForm) => void;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map(([key, spec]) => {
        const id = shippingFieldId(key);
        const isState = key === "shippingState";
        return (
          <Field key={key} id={id} label={spec.label} error={errors[key]} className={spec.className}>
            <Input
              id={id}
              name={key}
              type={spec.type ?? "text"}
              autoComplete={spec.autoComplete}
              inputMode={spec.inputMode}
              placeholder={spec.placeholder}
              // SPEC §5: the state input takes 2 characters.
              maxLength={isState ? STATE_CODE_LENGTH : SHIPPING_FIELD_MAX[key]}
              value={form[key]}
              onChange={(e) => onChange(key, isState ? stateCodeInput(e.target.value) : e.target.value)}
              onBlur={onLeave ? () => onLeave(key) : undefined}
              disabled={disabled}
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={fieldDescribedBy(id, errors[key])}
              className={isState ? "uppercase" : undefined}
            />
          </Field>
        );
      })}
    </div>
  );
}

/** The state input takes letters only, at most 2, in capitals (a state code). */
const stateCodeInput = (typed: string): string =>
  typed
    .replace(/[^a-z]/gi, "")
    .slice(0, STATE_CODE_LENGTH)
    .toUpperCase();
