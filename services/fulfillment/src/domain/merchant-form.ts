import { optionalText, safeText, usAddressFields } from "@highcotton/kit/domain";
import { z } from "zod";
import { messages } from "./messages.ts";

const PHONE_MAX = 30;
/** Stripe's ids are far shorter; anything longer is not one. */
const PAYMENT_METHOD_MAX = 255;

// One of the 50 states the page offers: leads are matched to the merchant's state.
const shop = usAddressFields(messages, { usStatesOnly: true });

/** A name a label shows: at least one letter or digit, not only zero-width or direction characters. */
const visible = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** A US phone number: 10 digits, or 11 with the country code 1, in the usual punctuation. */
const isPhoneNumber = (phone: string) => {
  if (!/^[0-9+().\- ]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 || (digits.length === 11 && digits.startsWith("1"));
};

/** A card provider's payment method: pm_… from Stripe Elements or the offline card form. */
export const paymentMethodIdSchema = z
  .string(messages.paymentMethodRequired)
  .trim()
  .min(1, messages.paymentMethodRequired)
  .max(PAYMENT_METHOD_MAX, messages.paymentMethodRequired)
  .regex(/^pm_\w+$/, messages.paymentMethodRequired);

/**
 * SPEC §5's merchant form, checked in the order the page shows the fields: business name (1 to
 * 100 characters), street address, city, state (one of the 50 US states' codes, stored upper case), ZIP (5
 * digits or ZIP+4), then the card's payment method; the contact phone is optional.
 */
export const merchantFormSchema = z.object({
  businessName: safeText("Business name", {
    max: 100,
    required: messages.businessNameRequired,
    tooLong: messages.businessNameTooLong,
  }).refine(visible, messages.businessNameRequired),
  address: shop.address,
  city: shop.city,
  state: shop.state,
  zip: shop.zip,
  paymentMethodId: paymentMethodIdSchema,
  contactPhone: optionalText("Phone", { max: PHONE_MAX, tooLong: messages.phoneInvalid }).refine(
    (phone) => phone === null || isPhoneNumber(phone),
    messages.phoneInvalid,
  ),
});

export type MerchantForm = z.infer<typeof merchantFormSchema>;
