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

/** The server's limits (services/ads), so the form refuses what the server would. */
export const COMPANY_NAME_MAX = 100;
export const PHONE_MAX = 30;

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
  if (!companyName) errors.companyName = "Company name is required";
  else if (companyName.length > COMPANY_NAME_MAX)
    errors.companyName = `Company name must be at most ${COMPANY_NAME_MAX} characters`;
  if (!isValidEmail(form.contactEmail)) errors.contactEmail = "Valid email is required";
  if (form.contactPhone.trim().length > PHONE_MAX) errors.contactPhone = `Phone must be at most ${PHONE_MAX} characters`;
  if (form.website.trim() && !isValidUrl(form.website)) errors.website = "Valid URL is required";
  if (!planValues.includes(form.plan)) errors.plan = "Please select an advertising plan";
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
