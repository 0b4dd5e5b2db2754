import { type DomainError, fail, ok, parseInput, type Result } from "@highcotton/kit";
import type { Cents } from "@highcotton/kit/money";
import { messages } from "../contract/index.ts";
import { payments } from "../db/schema.ts";
import { cartTotals, parseDollars, sessionInputSchema } from "../domain/cart.ts";
import { cartLinesOf, checkoutLineOf } from "./cart-lines.ts";
import type { CheckoutLine, SavedCheckout } from "./checkout.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { anyStoreClosed } from "./store-sales.ts";

/** What a payment is asked for: a session's cart, at the server's total. */
export interface CartToPay {
  sessionId: string;
  lines: CheckoutLine[];
  total: Cents;
}

/**
 * The cart a payment is for. The browser's amount (dollars, "50" or "50.00") is only checked: it
 * must be positive and equal the server's total, so the shopper never pays for a cart they did
 * not see.
 */
export async function cartToPay(
  deps: Pick<CommerceDeps, "db">,
  input: { amount?: unknown; sessionId?: unknown },
): Promise<Result<CartToPay, DomainError>> {
  const amount = parseDollars(input.amount);
  if (!amount.ok) return amount;
  const session = parseInput(sessionInputSchema, { sessionId: input.sessionId });
  if (!session.ok) return session;
  const { sessionId } = session.value;
  const lines = await cartLinesOf(deps.db, sessionId);
  if (lines.length === 0) return fail("BAD_USER_INPUT", messages.cartEmpty);
  // No payment for a store that stopped selling since its shirts went in the cart.
  if (
    await anyStoreClosed(
      deps.db,
      lines.map((line) => line.dispensaryId),
    )
  ) {
    return fail("FORBIDDEN", messages.storeNotSelling);
  }
  const { total } = cartTotals(lines);
  if (amount.value !== total) return fail("BAD_USER_INPUT", messages.amountMismatch(total));
  return ok({ sessionId, lines: lines.map(checkoutLineOf), total });
}

export type PaymentRow = typeof payments.$inferSelect;

/** Records a payment the provider created, with the cart lines it pays for. */
export async function recordPayment(
  deps: Pick<CommerceDeps, "db" | "now">,
  payment: Pick<PaymentRow, "id" | "sessionId" | "method" | "provider" | "providerPaymentId" | "amountCents"> & {
    lines: CheckoutLine[];
  },
): Promise<PaymentRow> {
  const { lines, ...columns } = payment;
  const checkout: SavedCheckout = { lines };
  const now = deps.now();
  const [row] = await deps.db
    .insert(payments)
    .values({ ...columns, currency: "usd", status: "pending", checkout, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("insert returned no payment");
  return row;
}
