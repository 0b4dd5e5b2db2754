import { optionalText, safeText, US_STATE_CODES, zipCode } from "@highcotton/kit/domain";
import { z } from "zod";
import { messages } from "./messages.ts";

/** SPEC §5 only says required; these keep a shop's address to what a shipping label can carry. */
const ADDRESS_MAX = 200;
const CITY_MAX = 100;
const PHONE_MAX = 30;
/** Stripe's ids are far shorter; anything longer is not one. */
const PAYMENT_METHOD_MAX = 255;

const STATE_CODES: ReadonlySet<string> = new Set(US_STATE_CODES);

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
  }),
  address: safeText("Address", { max: ADDRESS_MAX, required: messages.addressRequired }),
  city: safeText("City", { max: CITY_MAX, required: messages.cityRequired }),
  state: z
    .string(messages.stateRequired)
    .trim()
    .min(2, messages.stateRequired)
    .max(2, messages.stateLength)
    .regex(/^[A-Za-z]{2}$/, messages.stateLength)
    .toUpperCase()
    // One of the 50 the page offers: leads are matched to the merchant's state.
    .refine((code) => STATE_CODES.has(code), messages.stateLength),
  zip: zipCode({ required: messages.zipRequired, invalid: messages.zipInvalid }),
  paymentMethodId: paymentMethodIdSchema,
  contactPhone: optionalText("Phone", { max: PHONE_MAX, tooLong: messages.phoneInvalid }).refine(
    (phone) => phone === null || isPhoneNumber(phone),
    messages.phoneInvalid,
  ),
});

export type MerchantForm = z.infer<typeof merchantFormSchema>;
