import { type DomainError, fail, ok, parseInput, type Result } from "@highcotton/kit";
import { isUuid } from "@highcotton/kit/validation";
import { and, eq } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { cartItems } from "../db/schema.ts";
import { updateCartItemSchema } from "../domain/cart.ts";
import { cartLineById } from "./cart-lines.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { type CartItemView, cartItemViewOf } from "./read-cart.ts";

/**
 * Sets a cart line's quantity (1 to 99). The line must be in the caller's session's cart: another
 * session's line, or any line without a session, is "not found", as an unknown one is.
 */
export async function updateCartItem(
  deps: Pick<CommerceDeps, "db">,
  input: { itemId?: unknown; quantity?: unknown; sessionId?: unknown },
): Promise<Result<CartItemView, DomainError>> {
  const parsed = parseInput(updateCartItemSchema, input);
  if (!parsed.ok) return parsed;
  const { itemId, quantity, sessionId } = parsed.value;
  if (!sessionId || !isUuid(itemId)) return fail("NOT_FOUND", messages.cartItemNotFound);
  const [updated] = await deps.db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.sessionId, sessionId)))
    .returning({ id: cartItems.id });
  const line = updated && (await cartLineById(deps.db, updated.id));
  return line ? ok(cartItemViewOf(line)) : fail("NOT_FOUND", messages.cartItemNotFound);
}
