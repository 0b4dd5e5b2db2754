import { type DomainError, fail, ok, parseInput, type Result } from "@highcotton/kit";
import { isUuid } from "@highcotton/kit/validation";
import { and, eq } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { cartItems } from "../db/schema.ts";
import { cartLineRefSchema } from "../domain/cart.ts";
import type { CommerceDeps } from "./commerce-deps.ts";

/** Removes a cart line, only from the caller's session's cart (without a session: "not found"). */
export async function removeCartItem(
  deps: Pick<CommerceDeps, "db">,
  input: { itemId?: unknown; sessionId?: unknown },
): Promise<Result<true, DomainError>> {
  const parsed = parseInput(cartLineRefSchema, input);
  if (!parsed.ok) return parsed;
  const { itemId, sessionId } = parsed.value;
  if (!sessionId || !isUuid(itemId)) return fail("NOT_FOUND", messages.cartItemNotFound);
  const removed = await deps.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.sessionId, sessionId)))
    .returning({ id: cartItems.id });
  return removed.length > 0 ? ok(true) : fail("NOT_FOUND", messages.cartItemNotFound);
}
