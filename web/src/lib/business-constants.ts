/** SPEC §9 numbers shown on the landing page and coming-soon pages. Whole US dollars. */
export const DISPENSARY_SIGN_ON_FEE = 100;
export const DISPENSARY_ANNUAL_RENEWAL = 40;
export const DISPENSARY_EARNING_PER_SHIRT = 4;
export const DISPENSARY_INITIAL_DESIGNS = 20;
export const DISPENSARY_MONTHLY_NEW_DESIGNS = 2;
export const MERCHANT_MONTHLY_FEE = 5;
export const MERCHANT_EARNING_PER_SHIRT = 16;
export const SHIRT_PRICE = 25;
export const CUSTOM_DESIGN_PRICE = 25;

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
