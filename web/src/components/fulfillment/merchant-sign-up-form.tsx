import { useMutation } from "@apollo/client/react";
import { labels as fulfillmentLabels, messages as fulfillmentMessages } from "@highcotton/fulfillment/contract";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { CREATE_MERCHANT_MUTATION, MY_MERCHANT_QUERY } from "../../graphql/fulfillment.ts";
import { browserNavigation, LOGIN_ENDPOINT } from "../../lib/browser-navigation.ts";
import { graphQLErrorMessage, hasErrorCode } from "../../lib/graphql-errors.ts";
import { CardSubmitButton, useCardPayment } from "../payments/card-payment.tsx";
import { Field, fieldDescribedBy } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";
import { toast } from "../ui/toast-store.ts";
import { MerchantCardInput } from "./merchant-card-input.tsx";
import {
  BUSINESS_NAME_MAX,
  EMPTY_MERCHANT_FORM,
  MERCHANT_FORM_FIELDS,
  type MerchantForm,
  type MerchantFormErrors,
  merchantInput,
  STATE_CODE_LENGTH,
  stateCodeInput,
  validateMerchantForm,
} from "./merchant-form.ts";

/** SPEC §8's toast once the print shop exists and is subscribed. */
export const MERCHANT_CREATED = fulfillmentMessages.merchantCreated;
export const SUBSCRIBE_LABEL = "Subscribe & Create Account ($5/month)";

const fieldId = (key: keyof MerchantForm) => `merchant-${key}`;

interface FieldSpec {
  label: string;
  autoComplete: string;
  placeholder: string;
  inputMode?: "numeric";
  maxLength?: number;
}

const FIELDS: Record<keyof MerchantForm, FieldSpec> = {
  businessName: {
    label: fulfillmentLabels.businessName,
    autoComplete: "organization",
    placeholder: "e.g. Mile High Print Co.",
    maxLength: BUSINESS_NAME_MAX + 20,
  },
  address: { label: fulfillmentLabels.address, autoComplete: "street-address", placeholder: "123 Main St", maxLength: 200 },
  city: { label: "City", autoComplete: "address-level2", placeholder: "Denver", maxLength: 100 },
  state: { label: "State", autoComplete: "address-level1", placeholder: "CO", maxLength: STATE_CODE_LENGTH },
  zip: { label: "ZIP code", autoComplete: "postal-code", placeholder: "80202", inputMode: "numeric", maxLength: 10 },
};

/**
 * SPEC §2 /onboard-merchant's form: the print shop's details and a card, then createMerchant. The
 * submit waits until the card input is complete and its provider loaded (SPEC §5). A failure keeps
 * every value typed, so the merchant can fix the card and try again.
 */
export function MerchantSignUpForm() {
  const navigate = useNavigate();
  const [form, setForm] = useState<MerchantForm>(EMPTY_MERCHANT_FORM);
  const [errors, setErrors] = useState<MerchantFormErrors>({});
  const payment = useCardPayment();
  const { busy } = payment;
  const [createMerchant] = useMutation(CREATE_MERCHANT_MUTATION, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MY_MERCHANT_QUERY, data: { myMerchant: data.createMerchant } });
    },
  });

  const set = (key: keyof MerchantForm, value: string) => {
    setForm((current) => ({ ...current, [key]: key === "state" ? stateCodeInput(value) : value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!payment.canSubmit) return;
    const found = validateMerchantForm(form);
    setErrors(found);
    const firstInvalid = MERCHANT_FORM_FIELDS.find((key) => found[key]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    const paymentMethodId = await payment.saveCard();
    if (!paymentMethodId) return;
    payment.setBusy("Starting your subscription...");
    try {
      await createMerchant({ variables: { input: merchantInput(form, paymentMethodId) } });
      toast({ title: MERCHANT_CREATED });
      navigate("/merchant-dashboard", { replace: true });
    } catch (error) {
      payment.fail(graphQLErrorMessage(error) ?? "Failed to set up your merchant account. Please try again.");
      // Another tab already set this print shop up: show it.
      if (hasErrorCode(error, "CONFLICT")) navigate("/merchant-dashboard", { replace: true });
      else if (hasErrorCode(error, "UNAUTHENTICATED")) browserNavigation.assign(LOGIN_ENDPOINT);
    }
  };

  const text = (key: keyof MerchantForm, className?: string) => {
    const spec = FIELDS[key];
    const id = fieldId(key);
    return (
      <Field id={id} label={spec.label} error={errors[key]} className={className}>
        <Input
          id={id}
          name={key}
          autoComplete={spec.autoComplete}
          inputMode={spec.inputMode}
          maxLength={spec.maxLength}
          placeholder={spec.placeholder}
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
          disabled={Boolean(busy)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={fieldDescribedBy(id, errors[key])}
          className={key === "state" ? "uppercase" : undefined}
        />
      </Field>
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-8 grid gap-5" aria-label="Merchant sign-up">
      {text("businessName")}
      {text("address")}
      {text("city")}
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 sm:gap-5">
        {text("state")}
        {text("zip")}
      </div>
      <div className="mt-2 border-t border-cream-100/10 pt-6">
        <fieldset className="grid min-w-0 gap-4">
          <legend className="mb-4 font-display text-2xl text-cream-50 uppercase">Subscription card</legend>
          <p className="-mt-2 text-sm text-cream-100/60">
            $5.00 a month, starting today. Card details go straight to the card provider.
          </p>
          <MerchantCardInput disabled={Boolean(busy)} onStateChange={payment.setCard} />
        </fieldset>
      </div>
      <CardSubmitButton
        payment={payment}
        label={SUBSCRIBE_LABEL}
        waitingNote="Enter your card to subscribe."
        // On phones the label takes two lines rather than widening the page.
        className="mt-2 max-sm:h-auto max-sm:min-h-13 max-sm:px-5 max-sm:py-3 max-sm:text-center max-sm:whitespace-normal"
      />
    </form>
  );
}
