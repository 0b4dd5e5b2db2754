import { isUsStateCode } from "./us-states.ts";

/** SPEC §3: the onboarding form's business types (the stored values). */
export type BusinessType = "dispensary" | "smoke_shop";

export const BUSINESS_TYPE_OPTIONS: ReadonlyArray<{ value: BusinessType; label: string }> = [
  { value: "dispensary", label: "Dispensary" },
  { value: "smoke_shop", label: "Smoke Shop" },
];

export function businessTypeLabel(type: BusinessType): string {
  return type === "smoke_shop" ? "Smoke Shop" : "Dispensary";
}

export interface DispensaryForm {
  businessType: BusinessType;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export type DispensaryFormErrors = Partial<Record<Exclude<keyof DispensaryForm, "businessType">, string>>;

export const DISPENSARY_NAME_MAX = 100;

/** SPEC §5: name 1 to 100 characters; every other field required and non-empty (after trimming). */
export function validateDispensaryForm(form: DispensaryForm): DispensaryFormErrors {
  const errors: DispensaryFormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = "Business name is required";
  else if (name.length > DISPENSARY_NAME_MAX) errors.name = `Business name must be at most ${DISPENSARY_NAME_MAX} characters`;
  if (!form.address.trim()) errors.address = "Street address is required";
  if (!form.city.trim()) errors.city = "City is required";
  if (!form.state.trim()) errors.state = "State is required";
  else if (!isUsStateCode(form.state)) errors.state = "Choose a US state";
  if (!form.zipCode.trim()) errors.zipCode = "ZIP code is required";
  return errors;
}

/** The createDispensary input: every text trimmed. */
export function dispensaryInput(form: DispensaryForm): DispensaryForm {
  return {
    businessType: form.businessType,
    name: form.name.trim(),
    address: form.address.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    zipCode: form.zipCode.trim(),
  };
}
