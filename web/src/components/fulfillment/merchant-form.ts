import { BUSINESS_NAME_MAX, messages, STATE_CODE_LENGTH, ZIP_CODE_PATTERN } from "@highcotton/fulfillment/contract";
import { isUsStateCode } from "../../lib/us-states.ts";

/** SPEC §5 merchant form: business name, street address, city, state and zip (the card is apart). */
export interface MerchantForm {
  businessName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

export type MerchantFormErrors = Partial<Record<keyof MerchantForm, string>>;

export const EMPTY_MERCHANT_FORM: MerchantForm = { businessName: "", address: "", city: "", state: "", zip: "" };

/** The order the fields appear in, so the first one in error can take the focus. */
export const MERCHANT_FORM_FIELDS = ["businessName", "address", "city", "state", "zip"] as const satisfies ReadonlyArray<
  keyof MerchantForm
>;

export { BUSINESS_NAME_MAX, STATE_CODE_LENGTH };

/** Fulfillment's words, so the page and the API say the same. */
export const MERCHANT_FORM_MESSAGES = {
  businessNameRequired: messages.businessNameRequired,
  businessNameTooLong: messages.businessNameTooLong,
  addressRequired: messages.addressRequired,
  cityRequired: messages.cityRequired,
  stateRequired: messages.stateRequired,
  stateLength: messages.stateLength,
  zipRequired: messages.zipRequired,
  zipInvalid: messages.zipInvalid,
} as const;

/** SPEC §5: every field required; the state one of the 50 codes; the zip 5 digits or ZIP+4. */
export function validateMerchantForm(form: MerchantForm): MerchantFormErrors {
  const m = MERCHANT_FORM_MESSAGES;
  const errors: MerchantFormErrors = {};
  const name = form.businessName.trim();
  if (!name) errors.businessName = m.businessNameRequired;
  else if (name.length > BUSINESS_NAME_MAX) errors.businessName = m.businessNameTooLong;
  if (!form.address.trim()) errors.address = m.addressRequired;
  if (!form.city.trim()) errors.city = m.cityRequired;
  const state = form.state.trim().toUpperCase();
  if (!state) errors.state = m.stateRequired;
  else if (state.length !== STATE_CODE_LENGTH || !isUsStateCode(state)) errors.state = m.stateLength;
  const zip = form.zip.trim();
  if (!zip) errors.zip = m.zipRequired;
  else if (!ZIP_CODE_PATTERN.test(zip)) errors.zip = m.zipInvalid;
  return errors;
}

/** What the state input keeps of what is typed: letters only, at most 2, in capitals. */
export function stateCodeInput(typed: string): string {
  return typed
    .replace(/[^a-z]/gi, "")
    .slice(0, STATE_CODE_LENGTH)
    .toUpperCase();
}

/** createMerchant's input: every text trimmed, the state in capitals, and the card's payment method. */
export function merchantInput(form: MerchantForm, paymentMethodId: string) {
  return {
    businessName: form.businessName.trim(),
    address: form.address.trim(),
    city: form.city.trim(),
    state: form.state.trim().toUpperCase(),
    zip: form.zip.trim(),
    paymentMethodId,
  };
}
