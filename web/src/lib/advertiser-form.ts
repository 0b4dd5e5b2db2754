import { findAdvertisingPlan } from "./advertising-plans.ts";

export interface AdvertiserForm {
  companyName: string;
  contactEmail: string;
  contactPhone: string;
  website: string;
  plan: string;
}

export type AdvertiserFormErrors = Partial<Record<keyof AdvertiserForm, string>>;

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

/** SPEC §5 advertiser form rules, with SPEC's messages. */
export function validateAdvertiserForm(form: AdvertiserForm): AdvertiserFormErrors {
  const errors: AdvertiserFormErrors = {};
  if (!form.companyName.trim()) errors.companyName = "Company name is required";
  if (!isValidEmail(form.contactEmail)) errors.contactEmail = "Valid email is required";
  if (form.website.trim() && !isValidUrl(form.website)) errors.website = "Valid URL is required";
  if (!findAdvertisingPlan(form.plan)) errors.plan = "Please select an advertising plan";
  return errors;
}
