import { cardMessages } from "@highcotton/billing/cards";
import { messages as catalog } from "@highcotton/catalog/contract";
import { messages as commerce, quantitySchema, shirtColorSchema, shirtSizeSchema } from "@highcotton/commerce/contract";
import { messages as fulfillment, paymentMethodIdSchema } from "@highcotton/fulfillment/contract";
import { fromDecimal, fromDollars, toDecimal } from "@highcotton/kit/money";
import { entityId, safeText, sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";

// Input pieces several calls share, from the services' contracts, so a refusal reads the same
// whichever layer makes it.

export const notFound = {
  dispensary: catalog.dispensaryNotFound,
  design: catalog.designNotFound,
  cartItem: commerce.cartItemNotFound,
  order: fulfillment.orderNotFound,
  walletOrder: commerce.walletOrderNotFound,
  merchant: fulfillment.merchantNotFound,
} as const;

/** A path id: anything but a UUID names nothing (404 with the resource's message). */
export const pathId = (message: string) => z.object({ id: entityId("id", message) });

/** The browser session id as a header: the fallback for calls whose body or query has none. */
export const sessionHeader = z.object({
  "x-session-id": sessionIdSchema
    .optional()
    .meta({ description: "The browser session id, when the body or query does not carry one" }),
});

export const shirtSize = shirtSizeSchema;
export const shirtColor = shirtColorSchema;
/** Shirts of one design and size in a cart: 1 to 99. */
export const cartQuantity = quantitySchema;

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

/** The card provider's payment method (pm_…), from Stripe Elements or the offline card form. */
export const paymentMethodId = paymentMethodIdSchema.meta({
  description: "pm_… from Stripe Elements or the offline card form (pm_card_visa works offline)",
});

// Stripe's wording for a month or year that cannot be one.
const monthInvalid = cardMessages.invalidExpiryMonth;
const yearInvalid = cardMessages.invalidExpiryYear;

/** A card as the offline provider's form sends it (Stripe's test numbers decide what it does). */
export const offlineCardFields = {
  number: safeText("Card number", { max: 30 }),
  expMonth: z.int(monthInvalid).min(1, monthInvalid).max(12, monthInvalid),
  expYear: z.int(yearInvalid).min(0, yearInvalid).max(9999, yearInvalid),
  cvc: safeText("Security code", { max: 10 }),
};

/** A cart line in a path: anything but a UUID names nothing. */
export const cartItemPath = z.object({ itemId: entityId("itemId", notFound.cartItem) });
