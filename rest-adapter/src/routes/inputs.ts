import { fromDecimal, fromDollars, toDecimal } from "@highcotton/kit/money";
import { entityId, optionalText, SHIRT_SIZES, safeText, sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";

// Input pieces several calls share, with SPEC's limits and the messages the services give for
// the same rule, so a refusal reads the same whichever layer makes it.

export const notFound = {
  dispensary: "Dispensary not found",
  design: "Design not found",
  cartItem: "Cart item not found",
  order: "Order not found",
  walletOrder: "Wallet order not found",
  merchant: "You have not set up a merchant account yet",
} as const;

/** A path id: anything but a UUID names nothing (404 with the resource's message). */
export const pathId = (message: string) => z.object({ id: entityId("id", message) });

export const username = (required: string) =>
  safeText("Username", { max: 50, required, tooLong: "Username must be 3 to 50 characters" });

export const password = (required: string) =>
  safeText("Password", { max: 100, required, tooLong: "Password must be 6 to 100 characters", keepSpaces: true });

export const optionalName = (label: string) => optionalText(label, { max: 100, tooLong: "Names must be at most 100 characters" });

/** The browser session id as a header: the fallback for calls whose body or query has none. */
export const sessionHeader = z.object({
  "x-session-id": sessionIdSchema
    .optional()
    .meta({ description: "The browser session id, when the body or query does not carry one" }),
});

export const shirtSize = z.enum(SHIRT_SIZES, "Size must be S, M, L, XL, 2XL or 3XL");

const quantityRange = "Quantity must be between 1 and 99";
/** Shirts of one design and size in a cart: 1 to 99. */
export const cartQuantity = z.int(quantityRange).min(1, quantityRange).max(99, quantityRange);

/**
 * US dollars as SPEC's client sends them, a JSON number (50) or a decimal string ("50.00"),
 * turned into the decimal string the graph takes. At most 2 decimals and what numeric(10,2)
 * holds, and more than zero.
 */
export const dollars = (message: string) =>
  z
    .union([z.number(), z.string().max(20)], message)
    .transform((value, context) => {
      try {
        const amount = typeof value === "number" ? fromDollars(value) : fromDecimal(value);
        if (amount > 0) return toDecimal(amount);
      } catch {
        // Not a number of cents that fits: refused below.
      }
      context.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    })
    .meta({ description: 'USD, e.g. 50 or "50.00"' });

/**
 * An order in a merchant's path. Fulfillment answers 404 for an id that names no lead, UUID or
 * not; only what no id can be (overlong, or with a NUL character) stops here, also as 404.
 */
export const orderPath = z.object({
  id: z
    .string(notFound.order)
    .min(1, notFound.order)
    .max(100, notFound.order)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses.
    .regex(/^[^\u0000]*$/, notFound.order),
});

const paymentMethodRequired = "Please enter a card for the $5/month subscription";
/** The card provider's payment method (pm_…), from Stripe Elements or the offline card form. */
export const paymentMethodId = z
  .string(paymentMethodRequired)
  .min(1, paymentMethodRequired)
  .max(255, paymentMethodRequired)
  .regex(/^pm_\w+$/, paymentMethodRequired)
  .meta({ description: "pm_… from Stripe Elements or the offline card form (pm_card_visa works offline)" });

// Stripe's wording for a month or year that cannot be one.
const monthInvalid = "Your card's expiration month is invalid.";
const yearInvalid = "Your card's expiration year is invalid.";

/** A card as the offline provider's form sends it (Stripe's test numbers decide what it does). */
export const offlineCardFields = {
  number: safeText("Card number", { max: 30 }),
  expMonth: z.int(monthInvalid).min(1, monthInvalid).max(12, monthInvalid),
  expYear: z.int(yearInvalid).min(0, yearInvalid).max(9999, yearInvalid),
  cvc: safeText("Security code", { max: 10 }),
};

/** A cart line in a path: anything but a UUID names nothing. */
export const cartItemPath = z.object({ itemId: entityId("itemId", notFound.cartItem) });
