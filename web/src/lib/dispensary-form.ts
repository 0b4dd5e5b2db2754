import { type BusinessType, DISPENSARY_NAME_MAX, isUsStateCode, labels, messages } from "@highcotton/catalog/contract";

export type { BusinessType };

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

export { DISPENSARY_NAME_MAX, labels as storeLabels };

/** SPEC §5: name 1 to 100 characters; every other field required and non-empty (after trimming), in catalog's words. */
export function validateDispensaryForm(form: DispensaryForm): DispensaryFormErrors {
  const errors: DispensaryFormErrors = {};
  const name = form.name.trim();
  if (!name || name.length > DISPENSARY_NAME_MAX) errors.name = messages.nameLength;
  if (!form.address.trim()) errors.address = messages.addressRequired;
  if (!form.city.trim()) errors.city = messages.cityRequired;
  if (!isUsStateCode(form.state.trim())) errors.state = messages.stateInvalid;
  if (!form.zipCode.trim()) errors.zipCode = messages.zipRequired;
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
