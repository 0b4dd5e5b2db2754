import { type DomainError, ok, parseInput, type Result } from "@highcotton/kit";
import type { Cents } from "@highcotton/kit/money";
import { cartTotals, lineTotalOf, sessionInputSchema } from "../domain/cart.ts";
import { type CartLine, cartLinesOf } from "./cart-lines.ts";
import type { CommerceDeps } from "./commerce-deps.ts";

export interface CartItemView extends CartLine {
  lineTotalCents: Cents;
}

export interface CartView {
  sessionId: string;
  items: CartItemView[];
  itemCount: number;
  subtotal: Cents;
  shipping: Cents;
  total: Cents;
}

export const cartItemViewOf = (line: CartLine): CartItemView => ({ ...line, lineTotalCents: lineTotalOf(line) });

/** A browser session's cart (empty when it has none), priced by the server. */
export async function readCart(
  deps: Pick<CommerceDeps, "db">,
  input: { sessionId: unknown },
): Promise<Result<CartView, DomainError>> {
  const parsed = parseInput(sessionInputSchema, input);
  if (!parsed.ok) return parsed;
  const { sessionId } = parsed.value;
  const lines = await cartLinesOf(deps.db, sessionId);
  return ok({ sessionId, items: lines.map(cartItemViewOf), ...cartTotals(lines) });
}
