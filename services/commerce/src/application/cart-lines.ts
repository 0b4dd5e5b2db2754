import type { Queryable } from "@highcotton/kit";
import { asc, eq } from "drizzle-orm";
import { cartItems, designReplicas } from "../db/schema.ts";
import { UNIT_PRICE } from "../domain/constants.ts";
import type { CheckoutLine } from "./checkout.ts";

/** A cart line with what commerce knows of its design, priced at the server's $25. */
export interface CartLine extends CheckoutLine {
  itemId: string;
  sessionId: string;
}

const lineColumns = {
  itemId: cartItems.id,
  sessionId: cartItems.sessionId,
  designId: cartItems.designId,
  size: cartItems.size,
  color: cartItems.color,
  quantity: cartItems.quantity,
  designName: designReplicas.name,
  frontImageUrl: designReplicas.frontImageUrl,
  printFileUrl: designReplicas.printFileUrl,
  dispensaryId: designReplicas.dispensaryId,
};

const priced = (row: Omit<CartLine, "unitPriceCents">): CartLine => ({ ...row, unitPriceCents: UNIT_PRICE });

/** A session's cart, oldest line first. */
export async function cartLinesOf(db: Queryable, sessionId: string): Promise<CartLine[]> {
  const rows = await db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(designReplicas, eq(designReplicas.id, cartItems.designId))
    .where(eq(cartItems.sessionId, sessionId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map(priced);
}

export async function cartLineById(db: Queryable, itemId: string): Promise<CartLine | null> {
  const [row] = await db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(designReplicas, eq(designReplicas.id, cartItems.designId))
    .where(eq(cartItems.id, itemId));
  return row ? priced(row) : null;
}

/** The snapshot a payment keeps: the line without its cart ids. */
export const checkoutLineOf = ({ itemId: _itemId, sessionId: _sessionId, ...line }: CartLine): CheckoutLine => line;
