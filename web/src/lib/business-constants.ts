import {
  INITIAL_DESIGNS,
  MONTHLY_DESIGNS,
  DISPENSARY_ANNUAL_RENEWAL as RENEWAL_CENTS,
  DISPENSARY_SIGN_ON_FEE as SIGN_ON_CENTS,
} from "@highcotton/catalog/contract";
import { SHIRT_PRICE as SHIRT_PRICE_CENTS, SHIRT_SPLIT } from "@highcotton/commerce/contract";
import { MERCHANT_MONTHLY_FEE as MONTHLY_FEE_CENTS } from "@highcotton/fulfillment/contract";

/** The services' prices are cents; the pages show whole dollars. */
const dollars = (cents: number): number => cents / 100;

/** SPEC §9 numbers shown on the landing page and coming-soon pages, from the owning services. Whole US dollars. */
export const DISPENSARY_SIGN_ON_FEE = dollars(SIGN_ON_CENTS);
export const DISPENSARY_ANNUAL_RENEWAL = dollars(RENEWAL_CENTS);
export const DISPENSARY_EARNING_PER_SHIRT = dollars(SHIRT_SPLIT.dispensary);
export const DISPENSARY_INITIAL_DESIGNS = INITIAL_DESIGNS;
export const DISPENSARY_MONTHLY_NEW_DESIGNS = MONTHLY_DESIGNS;
export const MERCHANT_MONTHLY_FEE = dollars(MONTHLY_FEE_CENTS);
export const MERCHANT_EARNING_PER_SHIRT = dollars(SHIRT_SPLIT.merchant);
export const SHIRT_PRICE = dollars(SHIRT_PRICE_CENTS);
/** A custom design sells at the same $25 as every shirt. */
export const CUSTOM_DESIGN_PRICE = SHIRT_PRICE;

/** Landing dropdown values (SPEC §3). Choosing any of them starts the server sign-in flow. */
export const BUSINESS_TYPES = [
  { value: "dispensary", label: "Dispensary" },
  { value: "smokeshop", label: "Smoke Shop" },
] as const;

export const MERCHANT_TYPES = [
  { value: "tshirt", label: "T-Shirt Printer" },
  { value: "embroidery", label: "Embroidery Shop" },
  { value: "screenprint", label: "Screen Printing Shop" },
] as const;
