import { type DomainError, fail, ok, type Result } from "@highcotton/kit/errors";
import { addCents, type Cents, cents, fromDecimal, timesQuantity } from "@highcotton/kit/money";
import { sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { cartLineFields, messages, quantitySchema } from "../contract/index.ts";
import { MERCHANT_EARNING_PER_SHIRT, STORE_EARNING_PER_SHIRT, UNIT_PRICE } from "./constants.ts";

/**
 * A custom design reaches commerce through catalog's event a moment after catalog answered the
 * shopper, so adding an unknown design waits this long for it before answering "not found".
 */
export const DESIGN_ARRIVAL_WAIT_MS = 2000;
export const DESIGN_ARRIVAL_POLL_MS = 100;

/** SPEC §7's add-to-cart call: the browser session first, then the contract's line fields. */
export const addToCartSchema = z.object({ sessionId: sessionIdSchema, ...cartLineFields });
export type AddToCart = z.infer<typeof addToCartSchema>;

/** A call that needs the browser session's id (the body's, else the x-session-id header's). */
export const sessionInputSchema = z.object({ sessionId: sessionIdSchema });

/**
 * A cart line named by its id and the session that owns it. Any string is taken as the id: one
 * that is not a line's UUID names no line; without a session no line is named either (both
 * NOT_FOUND, checked by the use case, so a line's id alone neither changes it nor tells it exists).
 */
export const cartLineRefSchema = z.object({
  itemId: z.string(messages.cartItemNotFound),
  sessionId: sessionIdSchema.nullish(),
});

export const updateCartItemSchema = cartLineRefSchema.extend({ quantity: quantitySchema });

/** One sold line as money sees it. */
export interface PricedLine {
  quantity: number;
  /** The price charged for one shirt (the server's $25 when it was sold). */
  unitPriceCents: number;
  /** The store whose design it is; null for a shopper's custom design. */
  dispensaryId: string | null;
}

export const lineTotalOf = (line: { quantity: number }): Cents => timesQuantity(UNIT_PRICE, line.quantity);

/** SPEC §9: $25 a shirt whatever the client says; shipping is free, so the total is the subtotal. */
export function cartTotals(lines: ReadonlyArray<{ quantity: number }>): {
  itemCount: number;
  subtotal: Cents;
  shipping: Cents;
  total: Cents;
} {
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = timesQuantity(UNIT_PRICE, itemCount);
  return { itemCount, subtotal, shipping: cents(0), total: subtotal };
}

/**
 * Who earns what from an order: $4 a shirt to the stores whose designs sold (custom designs credit
 * no store), $16 a shirt to the print merchant.
 */
export function orderSplit(lines: ReadonlyArray<PricedLine>): { total: Cents; dispensaryRevenue: Cents; merchantRevenue: Cents } {
  const shirts = (of: ReadonlyArray<PricedLine>) => of.reduce((sum, line) => sum + line.quantity, 0);
  return {
    total: addCents(...lines.map((line) => timesQuantity(cents(line.unitPriceCents), line.quantity))),
    dispensaryRevenue: timesQuantity(STORE_EARNING_PER_SHIRT, shirts(lines.filter((line) => line.dispensaryId))),
    merchantRevenue: timesQuantity(MERCHANT_EARNING_PER_SHIRT, shirts(lines)),
  };
}

/** A store's credit for one order line: $4 a shirt of its design; none for a custom design. */
export const storeEarningOf = (line: Pick<PricedLine, "quantity" | "dispensaryId">): Cents | null =>
  line.dispensaryId ? timesQuantity(STORE_EARNING_PER_SHIRT, line.quantity) : null;

/** What makes two sold lines the same sale: the design and its store, size, colour, quantity and price. */
export interface SoldLine extends PricedLine {
  designId: string;
  size: string;
  color: string;
}

const lineKey = (line: SoldLine): string =>
  JSON.stringify([line.designId, line.size, line.color, line.quantity, line.unitPriceCents, line.dispensaryId]);

/**
 * Whether a cart still holds exactly the lines a payment was asked for, in any order. The total
 * alone is not enough: another shirt at the same price is another sale (and another store's credit).
 */
export function sameLines(paid: ReadonlyArray<SoldLine>, cart: ReadonlyArray<SoldLine>): boolean {
  if (paid.length !== cart.length) return false;
  const keys = (lines: ReadonlyArray<SoldLine>) => lines.map(lineKey).sort();
  const [a, b] = [keys(paid), keys(cart)];
  return a.every((key, index) => key === b[index]);
}

/** A dollar amount as the browser sends it ("50", "50.00"): positive, whole cents. */
export function parseDollars(text: unknown, invalid: string = messages.amountInvalid): Result<Cents, DomainError> {
  if (typeof text !== "string") return fail("BAD_USER_INPUT", invalid);
  try {
    const amount = fromDecimal(text);
    return amount > 0 ? ok(amount) : fail("BAD_USER_INPUT", invalid);
  } catch {
    return fail("BAD_USER_INPUT", invalid);
  }
}
