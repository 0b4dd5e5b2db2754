import { useMutation } from "@apollo/client/react";
import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { Check, Flame, Leaf, type LucideIcon, QrCode, Shirt, Sparkles, Store } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { DispensaryCardInput } from "../components/catalog/dispensary-card-input.tsx";
import { OwnerAccountsOnly } from "../components/catalog/owner-accounts-only.tsx";
import { Container } from "../components/container.tsx";
import { FeeNotice } from "../components/fee-notice.tsx";
import { useCardPayment } from "../components/payments/card-payment.tsx";
import { PerkList } from "../components/perk-list.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { Field, fieldDescribedBy } from "../components/ui/field.tsx";
import { FormAlert } from "../components/ui/form-alert.tsx";
import { Input } from "../components/ui/input.tsx";
import { Select } from "../components/ui/select.tsx";
import { toast } from "../components/ui/toast-store.ts";
import { CREATE_DISPENSARY_MUTATION, MY_DISPENSARY_QUERY } from "../graphql/catalog.ts";
import {
  DISPENSARY_ANNUAL_RENEWAL,
  DISPENSARY_EARNING_PER_SHIRT,
  DISPENSARY_INITIAL_DESIGNS,
  DISPENSARY_MONTHLY_NEW_DESIGNS,
  DISPENSARY_SIGN_ON_FEE,
  SHIRT_PRICE,
} from "../lib/business-constants.ts";
import { cn } from "../lib/cn.ts";
import {
  BUSINESS_TYPE_OPTIONS,
  type BusinessType,
  DISPENSARY_NAME_MAX,
  type DispensaryForm,
  type DispensaryFormErrors,
  dispensaryInput,
  storeLabels,
  validateDispensaryForm,
} from "../lib/dispensary-form.ts";
import { graphQLErrorMessage, hasErrorCode } from "../lib/graphql-errors.ts";
import { US_STATES } from "../lib/us-states.ts";
import { useOnboardingGate } from "../lib/use-onboarding-gate.tsx";

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

const TYPE_ICONS: Record<BusinessType, LucideIcon> = { dispensary: Leaf, smoke_shop: Flame };
const TYPE_BLURBS: Record<BusinessType, string> = {
  dispensary: "Licensed cannabis retailer",
  smoke_shop: "Glass, papers and accessories",
};

const perks = [
  {
    icon: Sparkles,
    text: `${DISPENSARY_INITIAL_DESIGNS} AI-generated shirt designs carrying your brand, plus ${DISPENSARY_MONTHLY_NEW_DESIGNS} new every month`,
  },
  { icon: QrCode, text: "Your own store page and a QR code for the counter" },
  { icon: Shirt, text: "Local print shops make and ship every order" },
] as const;

/** SPEC §2: $100 one-time sign-on, $40 annual renewal from year 2, $4 per shirt. */
const fees = [
  { amount: `$${DISPENSARY_SIGN_ON_FEE}`, label: "one-time sign-on fee" },
  { amount: `$${DISPENSARY_ANNUAL_RENEWAL}`, label: "annual renewal from year 2" },
  { amount: `$${DISPENSARY_EARNING_PER_SHIRT}`, label: `to you for every $${SHIRT_PRICE} shirt sold` },
] as const;

/**
 * SPEC §2 /onboard (also /onboard-dispensary): signed-in owners set up their store. Signed-out
 * visitors go to the login endpoint; an owner who already has a store goes to /dashboard; other
 * accounts learn that stores belong to Dispensary Owner accounts.
 */
export function OnboardPage() {
  const gate = useOnboardingGate({
    role: "dispensary",
    otherAccounts: (user) => <OwnerAccountsOnly user={user} />,
    query: MY_DISPENSARY_QUERY,
    existing: (data) => data.myDispensary,
    dashboard: "/dashboard",
  });
  return gate ?? <SetupForm />;
}

function SetupForm() {
  const navigate = useNavigate();
  const [form, setForm] = useState<DispensaryForm>({
    businessType: "dispensary",
    name: "",
    address: "",
    city: "",
    state: "",
    zipCode: "",
  });
  const [errors, setErrors] = useState<DispensaryFormErrors>({});
  const payment = useCardPayment();
  const [createDispensary, { loading }] = useMutation(CREATE_DISPENSARY_MUTATION, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({ query: MY_DISPENSARY_QUERY, data: { myDispensary: data.createDispensary } });
      // Store lists and state counts now include the new store: read them afresh next time.
      cache.evict({ id: "ROOT_QUERY", fieldName: "dispensaries" });
      cache.evict({ id: "ROOT_QUERY", fieldName: "stateStoreCounts" });
      cache.gc();
    },
  });

  const set = <K extends keyof DispensaryForm>(key: K, value: DispensaryForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key !== "businessType" && errors[key as keyof DispensaryFormErrors]) {
      setErrors((e) => ({ ...e, [key]: undefined }));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDispensaryForm(form);
    setErrors(found);
    const firstInvalid = (["name", "address", "city", "state", "zipCode"] as const).find((key) => found[key]);
    if (firstInvalid) {
      document.getElementById(`dispensary-${firstInvalid}`)?.focus();
      return;
    }
    if (payment.busy) return;
    if (!payment.canSubmit) {
      toast({ variant: "destructive", title: "Error", description: catalogMessages.paymentMethodRequired });
      return;
    }
    // The sign-on fee is charged with the store's creation: a declined card makes no store.
    const paymentMethodId = await payment.saveCard();
    if (!paymentMethodId) return;
    payment.setBusy(`Paying the $${DISPENSARY_SIGN_ON_FEE} sign-on fee...`);
    try {
      await createDispensary({ variables: { input: { ...dispensaryInput(form), paymentMethodId } } });
      toast({ title: "Your dispensary has been set up!" });
      navigate("/dashboard", { replace: true });
    } catch (error) {
      payment.fail(graphQLErrorMessage(error) ?? "Failed to create your store. Please try again.");
      // Someone (another tab) already made this owner's store: show it.
      if (hasErrorCode(error, "CONFLICT")) navigate("/dashboard", { replace: true });
    } finally {
      payment.setBusy(null);
    }
  };

  const text = (
    key: "name" | "address" | "city" | "zipCode",
    label: string,
    extra: { autoComplete: string; placeholder: string; inputMode?: "numeric"; maxLength?: number },
  ) => {
    const id = `dispensary-${key}`;
    return (
      <Field id={id} label={label} error={errors[key]}>
        <Input
          id={id}
          name={key}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          maxLength={extra.maxLength}
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={fieldDescribedBy(id, errors[key])}
          placeholder={extra.placeholder}
        />
      </Field>
    );
  };

  return (
    <section className="bg-glow">
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_minmax(0,36rem)] lg:gap-16 lg:py-20">
        <div>
          <p className="text-xs font-bold tracking-[0.25em] text-leaf-300 uppercase">Dispensaries &amp; smoke shops</p>
          <h1 className="mt-3 font-display text-5xl leading-[0.95] text-cream-50 uppercase text-balance sm:text-6xl">
            Set up your store
          </h1>
          <p className="mt-4 max-w-lg text-lg text-cream-100/70">
            Your brand on shirts your customers actually want. Tell us where you are and we'll build your store page.
          </p>
          <PerkList perks={perks} />
          <FeeNotice rows={fees} className="mt-10 hidden max-w-md lg:block" />
        </div>

        <Card className="p-6 sm:p-9">
          <h2 className="font-display text-3xl text-cream-50 uppercase">Business details</h2>
          <p className="mt-1 text-sm text-cream-100/60">Every field is required.</p>
          <form noValidate onSubmit={submit} className="mt-8 grid gap-5">
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-semibold text-cream-100">Business type</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {BUSINESS_TYPE_OPTIONS.map((option) => {
                  const Icon = TYPE_ICONS[option.value];
                  const checked = form.businessType === option.value;
                  return (
                    <label
                      key={option.value}
                      className={cn(
                        "relative flex cursor-pointer items-center gap-3 rounded-2xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-leaf-300",
                        checked ? "border-leaf-400 bg-leaf-400/10" : "border-cream-100/15 bg-ink/40 hover:border-cream-100/30",
                      )}
                    >
                      <input
                        type="radio"
                        name="businessType"
                        value={option.value}
                        checked={checked}
                        onChange={() => set("businessType", option.value)}
                        className="sr-only"
                      />
                      <span
                        className={cn(
                          "grid size-10 shrink-0 place-items-center rounded-xl",
                          checked ? "bg-leaf-400 text-ink" : "bg-cream-100/8 text-cream-100/70",
                        )}
                      >
                        <Icon className="size-5" aria-hidden="true" />
                      </span>
                      <span className="grid">
                        <span className="font-semibold text-cream-50">{option.label}</span>
                        <span className="text-xs text-cream-100/55">{TYPE_BLURBS[option.value]}</span>
                      </span>
                      <span
                        className={cn(
                          "ml-auto grid size-5 shrink-0 place-items-center rounded-full border-2",
                          checked ? "border-leaf-400 bg-leaf-400 text-ink" : "border-cream-100/30",
                        )}
                        aria-hidden="true"
                      >
                        {checked ? <Check className="size-3" strokeWidth={4} /> : null}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
            {text("name", storeLabels.name, {
              autoComplete: "organization",
              placeholder: "e.g. The Green Room",
              maxLength: DISPENSARY_NAME_MAX + 20,
            })}
            {text("address", storeLabels.address, { autoComplete: "street-address", placeholder: "123 Main St" })}
            {text("city", storeLabels.city, { autoComplete: "address-level2", placeholder: "Denver" })}
            <div className="grid gap-5 sm:grid-cols-[1.4fr_1fr]">
              <Field id="dispensary-state" label="State" error={errors.state}>
                <Select
                  id="dispensary-state"
                  value={form.state || undefined}
                  onValueChange={(value) => set("state", value)}
                  options={STATE_OPTIONS}
                  placeholder="Select a state"
                  invalid={Boolean(errors.state)}
                  describedBy={fieldDescribedBy("dispensary-state", errors.state)}
                />
              </Field>
              {text("zipCode", "ZIP code", {
                autoComplete: "postal-code",
                placeholder: "80202",
                inputMode: "numeric",
                maxLength: 10,
              })}
            </div>
            <FeeNotice rows={fees} className="lg:hidden" />
            <fieldset className="grid gap-3" aria-describedby="sign-on-fee-note">
              <legend className="mb-1 text-sm font-semibold text-cream-100">Sign-on fee</legend>
              <p id="sign-on-fee-note" className="text-sm text-cream-100/60">
                {`$${DISPENSARY_SIGN_ON_FEE} today, charged when your store is created; $${DISPENSARY_ANNUAL_RENEWAL} a year from year 2, charged to this card.`}
              </p>
              <DispensaryCardInput disabled={Boolean(payment.busy)} onStateChange={payment.setCard} />
              <FormAlert message={payment.failure} />
            </fieldset>
            <Button type="submit" size="lg" className="mt-2 w-full" disabled={loading || Boolean(payment.busy)}>
              <Store aria-hidden="true" />
              {payment.busy ?? (loading ? "Creating your store..." : "Create Business Store")}
            </Button>
          </form>
        </Card>
      </Container>
    </section>
  );
}
