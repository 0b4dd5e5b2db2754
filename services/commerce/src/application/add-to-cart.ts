import { setTimeout as sleep } from "node:timers/promises";
import { type DomainError, fail, ok, parseInput, type Result } from "@highcotton/kit";
import { and, eq, sql } from "drizzle-orm";
import { MAX_CART_LINES, MAX_QUANTITY, messages } from "../contract/index.ts";
import { cartItems, designReplicas } from "../db/schema.ts";
import { type AddToCart, addToCartSchema, DESIGN_ARRIVAL_POLL_MS, DESIGN_ARRIVAL_WAIT_MS } from "../domain/cart.ts";
import { cartLineById } from "./cart-lines.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { designHidden } from "./design-visibility.ts";
import { type CartItemView, cartItemViewOf } from "./read-cart.ts";
import { designStoreClosed } from "./store-sales.ts";

type Deps = Pick<CommerceDeps, "db">;

/**
 * Adds a design to a session's cart (SPEC: size M and quantity 1 by default; a black shirt unless
 * the shopper picked another colour). The same design, size and colour again raises that line, refused when it would pass 99. Designs are the ones catalog
 * announced; a custom design made a moment ago may still be on its way, so an unknown one is
 * waited for briefly.
 */
export async function addToCart(
  deps: Deps,
  input: { sessionId?: unknown; designId?: unknown; quantity?: unknown; size?: unknown },
  options: { waitMs?: number } = {},
): Promise<Result<CartItemView, DomainError>> {
  const parsed = parseInput(addToCartSchema, input);
  if (!parsed.ok) return parsed;
  const { sessionId, designId, quantity, size, color } = parsed.value;
  if (!(await designArrives(deps, designId, options.waitMs ?? DESIGN_ARRIVAL_WAIT_MS))) {
    return fail("NOT_FOUND", messages.designNotFound);
  }
  // A store whose fee is due or past due sells nothing.
  if (await designStoreClosed(deps.db, designId)) return fail("FORBIDDEN", messages.storeNotSelling);
  // Its store's owner took it off sale; carts and orders that already hold it keep it.
  if (await designHidden(deps.db, designId)) return fail("NOT_FOUND", messages.designNotForSale);
  if (await cartIsFull(deps, parsed.value)) return fail("BAD_USER_INPUT", messages.cartFull);
  // One statement, so two tabs adding at once cannot push a line past 99 together.
  const [added] = await deps.db
    .insert(cartItems)
    .values({ sessionId, designId, size, color, quantity })
    .onConflictDoUpdate({
      target: [cartItems.sessionId, cartItems.designId, cartItems.size, cartItems.color],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${MAX_QUANTITY}`,
    })
    .returning({ id: cartItems.id });
  if (!added) return refuseMerge(deps, parsed.value);
  const line = await cartLineById(deps.db, added.id);
  if (!line) return fail("NOT_FOUND", messages.cartItemNotFound);
  return ok(cartItemViewOf(line));
}

/** The line would pass 99: say how many it already has. */
async function refuseMerge(deps: Deps, wanted: AddToCart): Promise<Result<never, DomainError>> {
  const [line] = await deps.db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.sessionId, wanted.sessionId),
        eq(cartItems.designId, wanted.designId),
        eq(cartItems.size, wanted.size),
        eq(cartItems.color, wanted.color),
      ),
    );
  return fail("BAD_USER_INPUT", messages.tooMany(line?.quantity ?? MAX_QUANTITY));
}

/** A new line would pass the cart's limit (raising a line it already has is always fine). */
async function cartIsFull(deps: Deps, wanted: AddToCart): Promise<boolean> {
  const lines = await deps.db
    .select({ designId: cartItems.designId, size: cartItems.size, color: cartItems.color })
    .from(cartItems)
    .where(eq(cartItems.sessionId, wanted.sessionId));
  const known = lines.some(
    (line) => line.designId === wanted.designId && line.size === wanted.size && line.color === wanted.color,
  );
  return !known && lines.length >= MAX_CART_LINES;
}

async function designArrives(deps: Deps, designId: string, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [design] = await deps.db.select({ id: designReplicas.id }).from(designReplicas).where(eq(designReplicas.id, designId));
    if (design) return true;
    if (Date.now() >= deadline) return false;
    await sleep(Math.min(DESIGN_ARRIVAL_POLL_MS, Math.max(0, deadline - Date.now())));
  }
}
