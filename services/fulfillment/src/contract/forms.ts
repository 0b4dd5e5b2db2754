import { isUsStateCode, optionalText, paymentMethodId, stateCode, text, VISIBLE, zipCode } from "@highcotton/form-fields";
import { z } from "zod";
import { BUSINESS_NAME_MAX, CITY_MAX, PHONE_MAX, STREET_MAX } from "./limits.ts";
import { labels, messages } from "./messages.ts";

/** A US phone number: 10 digits, or 11 with the country code 1, in the usual punctuation. */
const isPhoneNumber = (phone: string) => {
  if (!/^[0-9+().\- ]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 || (digits.length === 11 && digits.startsWith("1"));
};

/** A card provider's payment method: pm_… from Stripe Elements or the offline card form. */
export const paymentMethodIdSchema = paymentMethodId(messages.paymentMethodRequired);

/** One of the 50 states' two-letter codes, stored upper case: leads are matched by state. */
export const merchantStateSchema = stateCode({ required: messages.stateRequired, invalid: messages.stateLength }).refine(
  isUsStateCode,
  messages.stateLength,
);

/**
 * SPEC §5's merchant form, checked in the order the page shows the fields: business name (1 to
 * 100 characters), street address, city, state (two letters), ZIP (5 digits or ZIP+4), then the
 * card's payment method; the contact phone is optional.
 */
export const merchantFormSchema = z.object({
  businessName: text(labels.businessName, {
    max: BUSINESS_NAME_MAX,
    required: messages.businessNameRequired,
    tooLong: messages.businessNameTooLong,
  }).refine((name) => VISIBLE.test(name), messages.businessNameRequired),
  address: text(labels.address, { max: STREET_MAX, required: messages.addressRequired }),
  city: text("City", { max: CITY_MAX, required: messages.cityRequired }),
  state: merchantStateSchema,
  zip: zipCode({ required: messages.zipRequired, invalid: messages.zipInvalid }),
  paymentMethodId: paymentMethodIdSchema,
  contactPhone: optionalText("Phone", { max: PHONE_MAX, tooLong: messages.phoneInvalid }).refine(
    (phone) => phone === null || isPhoneNumber(phone),
    messages.phoneInvalid,
  ),
});

export type MerchantForm = z.infer<typeof merchantFormSchema>;
