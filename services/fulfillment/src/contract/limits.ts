/** SPEC §9, in cents: a merchant's subscription costs $5 a month. */
export const MERCHANT_MONTHLY_FEE = 500;
/** SPEC §5's merchant form. */
export const BUSINESS_NAME_MAX = 100;
export const STREET_MAX = 200;
export const CITY_MAX = 100;
export { STATE_CODE_LENGTH } from "@highcotton/form-fields";
export const PHONE_MAX = 30;
export { PAYMENT_METHOD_ID_MAX as PAYMENT_METHOD_MAX } from "@highcotton/form-fields";
