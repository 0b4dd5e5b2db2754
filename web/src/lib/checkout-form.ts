import { isUsStateCode } from "./us-states.ts";

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

/** SPEC §5: the state input takes 2 characters. */
export const STATE_CODE_LENGTH = 2;

/** Longest values the form takes (the server refuses longer text). */
export const SHIPPING_FIELD_MAX = {
  customerName: 100,
  customerEmail: 254,
  shippingAddress: 200,
  shippingCity: 100,
  shippingState: STATE_CODE_LENGTH,
  shippingZip: 10,
} as const satisfies Record<keyof ShippingForm, number>;

/** SPEC §5's messages, word for word. */
export const SHIPPING_MESSAGES = {
  customerName: "Name is required",
  customerEmail: "Invalid email address",
  shippingAddress: "Address is required",
  shippingCity: "City is required",
  stateMissing: "State is required",
  stateCode: "Use 2-letter state code",
  shippingZip: "ZIP code is required",
} as const;

/** Not SPEC's words (the server's): it takes only a 5-digit ZIP or ZIP+4, so say so before paying. */
export const ZIP_FORMAT_MESSAGE = "ZIP code must be 5 digits or ZIP+4 (12345-6789)";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP = /^\d{5}(-\d{4})?$/;

/**
 * SPEC §5: name, address and city required; email valid; state exactly 2 characters (fewer:
 * 'State is required', more or not a US state: 'Use 2-letter state code'); ZIP at least 5
 * characters. The state must be one of the 50 and the ZIP well-formed here, since an order the
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
  if (zip.length < 5) errors.shippingZip = SHIPPING_MESSAGES.shippingZip;
  else if (!ZIP.test(zip)) errors.shippingZip = ZIP_FORMAT_MESSAGE;
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
