import { SHIRT_PRICE } from "./prices.ts";

/** SPEC §9: earnings can be withdrawn 90 days after the sale. */
export const HOLD_DAYS = 90;
/** Longer than any Stripe connected account id: anything beyond is refused before it is read. */
export const STRIPE_ACCOUNT_ID_INPUT_MAX = 100;
/** Shirts of one design and size in a cart: 1 to 99. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** Different design-and-size lines a cart holds: keeps a payment well inside a provider's limits. */
export const MAX_CART_LINES = 50;
/** A wallet order asked for without a cart is for at most what the largest cart costs ($123,750). */
export const MAX_WALLET_ORDER_CENTS = MAX_CART_LINES * MAX_QUANTITY * SHIRT_PRICE;
/**
 * How many wallet orders one browser session may start in a rolling hour: each is an order at the
 * wallet provider, and a shopper who closes the wallet's window and tries again needs a few.
 */
export const WALLET_ORDERS_PER_SESSION = { max: 10, windowSeconds: 60 * 60 } as const;
/**
 * How many one client address may start in a rolling hour, with a session or without (SPEC's bare
 * payload names none): a fresh session id from the same address buys nothing, and room is left
 * for a household or an office behind one address.
 */
export const WALLET_ORDERS_PER_ADDRESS = { max: 30, windowSeconds: 60 * 60 } as const;
/** The sizes a shirt comes in (cart lines and order items). */
export const SHIRT_SIZES = ["S", "M", "L", "XL", "2XL", "3XL"] as const;
export type ShirtSize = (typeof SHIRT_SIZES)[number];
/** SPEC §9: the default cart size. */
export const DEFAULT_SIZE: ShirtSize = "M";
/** The payment methods SPEC's client sends: stripe for a card, paypal for the wallet. */
export const PAYMENT_METHODS = ["stripe", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** SPEC §5's checkout gives the shortest lengths; these keep a form to what a shipping label carries. */
export const CUSTOMER_NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const STREET_MAX = 200;
export const CITY_MAX = 100;
/** SPEC §5: the state input takes 2 characters. */
export { STATE_CODE_LENGTH } from "@highcotton/form-fields";
/** A ZIP shorter than this is missing (SPEC §5); ZIP+4 is the longest. */
export const ZIP_MIN = 5;
export const ZIP_MAX = 10;
/** A provider's payment id (pi_…, a wallet order's id) is far shorter. */
export const PAYMENT_ID_MAX = 255;
/** The operator console's stale orders look back at most a year; its refunds list the last 30 days unless told, at most a year. */
export const STALE_ORDER_HOURS_MAX = 24 * 365;
export const REFUNDED_ORDER_DAYS_DEFAULT = 30;
export const REFUNDED_ORDER_DAYS_MAX = 365;
