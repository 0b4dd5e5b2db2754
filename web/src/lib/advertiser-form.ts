import { COMPANY_NAME_MAX, labels, messages, PHONE_MAX } from "@highcotton/ads/contract";
import type { ApplyToAdvertiseInput } from "../graphql/gen/graphql.ts";

export interface AdvertiserForm {
  companyName: string;
  contactEmail: string;
  contactPhone: string;
  website: string;
  plan: string;
}

export type AdvertiserFormErrors = Partial<Record<keyof AdvertiserForm, string>>;

/** The field order, for focusing the first one that is wrong. */
export const ADVERTISER_FORM_FIELDS: readonly (keyof AdvertiserForm)[] = [
  "companyName",
  "contactEmail",
  "contactPhone",
  "website",
  "plan",
];

/** The server's limits (ads' contract), so the form refuses what the server would. */
export { COMPANY_NAME_MAX, labels as applicationLabels, PHONE_MAX };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** SPEC §5 advertiser form rules, with SPEC's messages; `planValues` are the plans the server offers. */
export function validateAdvertiserForm(form: AdvertiserForm, planValues: readonly string[]): AdvertiserFormErrors {
  const errors: AdvertiserFormErrors = {};
  const companyName = form.companyName.trim();
  if (!companyName) errors.companyName = messages.companyNameRequired;
  else if (companyName.length > COMPANY_NAME_MAX) errors.companyName = messages.companyNameTooLong;
  if (!isValidEmail(form.contactEmail)) errors.contactEmail = messages.validEmailRequired;
  if (form.contactPhone.trim().length > PHONE_MAX) errors.contactPhone = messages.phoneInvalid;
  if (form.website.trim() && !isValidUrl(form.website)) errors.website = messages.validUrlRequired;
  if (!planValues.includes(form.plan)) errors.plan = messages.planRequired;
  return errors;
}

/** The applyToAdvertise input: trimmed, with the optional fields left out when empty. */
export function advertiserApplicationInput(form: AdvertiserForm): ApplyToAdvertiseInput {
  const phone = form.contactPhone.trim();
  const website = form.website.trim();
  return {
    companyName: form.companyName.trim(),
    contactEmail: form.contactEmail.trim(),
    ...(phone ? { contactPhone: phone } : {}),
    ...(website ? { website } : {}),
    plan: form.plan,
  };
}
