import { isUsStateCode } from "@highcotton/catalog/contract";
import {
  CITY_MAX,
  CUSTOMER_NAME_MAX,
  EMAIL_MAX,
  labels,
  messages,
  STATE_CODE_LENGTH,
  STREET_MAX,
  ZIP_CODE_PATTERN,
  ZIP_MAX,
  ZIP_MIN,
} from "@highcotton/commerce/contract";

/** SPEC §5 checkout: the shipping form's fields, as the order payload names them. */
export interface ShippingForm {
  customerName: string;
  customerEmail: string;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
}

export type ShippingFormErrors = Partial<Record<keyof ShippingForm, string>>;

export const EMPTY_SHIPPING_FORM: ShippingForm = {
  customerName: "",
  customerEmail: "",
  shippingAddress: "",
  shippingCity: "",
  shippingState: "",
  shippingZip: "",
};

export { labels as checkoutLabels, STATE_CODE_LENGTH };

/** Longest values the form takes (the server refuses longer text). */
export const SHIPPING_FIELD_MAX = {
  customerName: CUSTOMER_NAME_MAX,
  customerEmail: EMAIL_MAX,
  shippingAddress: STREET_MAX,
  shippingCity: CITY_MAX,
  shippingState: STATE_CODE_LENGTH,
  shippingZip: ZIP_MAX,
} as const satisfies Record<keyof ShippingForm, number>;

/** SPEC §5's messages, word for word, as commerce gives them. */
export const SHIPPING_MESSAGES = {
  customerName: messages.nameRequired,
  customerEmail: messages.emailInvalid,
  shippingAddress: messages.addressRequired,
  shippingCity: messages.cityRequired,
  stateMissing: messages.stateRequired,
  stateCode: messages.stateLength,
  shippingZip: messages.zipRequired,
  zipTooShort: messages.zipTooShort,
} as const;

/** Not SPEC's words (the server's): it takes only a 5-digit ZIP or ZIP+4, so say so before paying. */
export const ZIP_FORMAT_MESSAGE = messages.zipInvalid;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC §5: name, address and city required; email valid; state exactly 2 characters (fewer:
 * commerce's state-required message, more or not a US state: its 2-letter message); ZIP at least 5
 * characters (a shorter one says it needs 5 digits). The state must be one of the 50 and the ZIP well-formed here, since an order the
 * server refuses would come after the payment.
 */
export function validateShippingForm(form: ShippingForm): ShippingFormErrors {
  const errors: ShippingFormErrors = {};
  if (!form.customerName.trim()) errors.customerName = SHIPPING_MESSAGES.customerName;
  if (!EMAIL.test(form.customerEmail.trim())) errors.customerEmail = SHIPPING_MESSAGES.customerEmail;
  if (!form.shippingAddress.trim()) errors.shippingAddress = SHIPPING_MESSAGES.shippingAddress;
  if (!form.shippingCity.trim()) errors.shippingCity = SHIPPING_MESSAGES.shippingCity;
  const state = form.shippingState.trim();
  if (state.length < STATE_CODE_LENGTH) errors.shippingState = SHIPPING_MESSAGES.stateMissing;
  else if (state.length > STATE_CODE_LENGTH || !isUsStateCode(state.toUpperCase()))
    errors.shippingState = SHIPPING_MESSAGES.stateCode;
  const zip = form.shippingZip.trim();
  if (!zip) errors.shippingZip = SHIPPING_MESSAGES.shippingZip;
  else if (zip.length < ZIP_MIN) errors.shippingZip = SHIPPING_MESSAGES.zipTooShort;
  else if (!ZIP_CODE_PATTERN.test(zip)) errors.shippingZip = ZIP_FORMAT_MESSAGE;
  return errors;
}

export const hasErrors = (errors: ShippingFormErrors): boolean => Object.keys(errors).length > 0;

/** The order's shipping fields: trimmed, the state in capitals. */
export function shippingInput(form: ShippingForm): ShippingForm {
  return {
    customerName: form.customerName.trim(),
    customerEmail: form.customerEmail.trim(),
    shippingAddress: form.shippingAddress.trim(),
    shippingCity: form.shippingCity.trim(),
    shippingState: form.shippingState.trim().toUpperCase(),
    shippingZip: form.shippingZip.trim(),
  };
}
