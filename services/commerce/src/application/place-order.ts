import { type DomainError, fail, ok, parseInput, type Result, type Tx } from "@highcotton/kit";
import { type Cents, cents } from "@highcotton/kit/money";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  type CheckoutForm,
  checkoutFormSchema,
  messages,
  type PaymentMethod,
  placeOrderRequestSchema,
} from "../contract/index.ts";
import { cartItems, payments } from "../db/schema.ts";
import { cartTotals, orderSplit, parseDollars, sameLines, sessionInputSchema } from "../domain/cart.ts";
import { paymentKindOf } from "../domain/payment-methods.ts";
import { captureWalletPayment } from "./capture-wallet-order.ts";
import { type CartLine, cartLinesOf, checkoutLineOf } from "./cart-lines.ts";
import { NO_CART_SESSION, readCheckout } from "./checkout.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { type OrderView, orderViewById } from "./find-receipt.ts";
import type { PaymentRow } from "./payment-request.ts";
import { findPaymentByProviderId } from "./payment-status.ts";
import { recordOrder } from "./record-order.ts";
import { refundChangedCart } from "./refund-changed-cart.ts";
import { anyStoreClosed } from "./store-sales.ts";

type Deps = Pick<CommerceDeps, "db" | "now" | "cards" | "wallet">;

/** SPEC's order payload; items and dispensaryId are the browser's view: the order is made of the lines the payment saved. */
export interface PlaceOrderInput {
  sessionId?: unknown;
  customerName?: unknown;
  customerEmail?: unknown;
  shippingAddress?: unknown;
  shippingCity?: unknown;
  shippingState?: unknown;
  shippingZip?: unknown;
  totalAmount?: unknown;
  paymentMethod?: unknown;
  paymentIntentId?: unknown;
}

/**
 * Places the order a payment paid for, once: the same request again (a double click, a retry)
 * answers the same order. The order is made of the lines saved with the payment when it was asked
 * for, at the price they were sold at; the session's cart must still hold exactly those lines, or
 * the payment is refunded and the order refused (409), even for another cart of the same total.
 * Once they match, the shipping form is saved on the payment, so reconciliation can finish the
 * order if this request dies; then the provider must confirm it took exactly that amount.
 */
export async function placeOrder(deps: Deps, input: PlaceOrderInput, traceId?: string): Promise<Result<OrderView, DomainError>> {
  const form = parseInput(checkoutFormSchema, input);
  if (!form.ok) return form;
  const request = parseInput(placeOrderRequestSchema, input);
  if (!request.ok) return request;
  const session = parseInput(sessionInputSchema, { sessionId: input.sessionId });
  if (!session.ok) return session;
  const { paymentMethod, paymentIntentId, totalAmount } = request.value;
  const { sessionId } = session.value;

  let payment = await findPaymentByProviderId(deps.db, paymentIntentId);
  if (payment?.sessionId === NO_CART_SESSION && payment.method === paymentKindOf(paymentMethod)) {
    const bound = await bindToCart(deps, payment, sessionId);
    if (!bound.ok) return bound;
    payment = await findPaymentByProviderId(deps.db, paymentIntentId);
  }
  if (!payment || payment.method !== paymentKindOf(paymentMethod) || payment.sessionId !== sessionId) {
    return fail("PAYMENT_REQUIRED", messages.paymentNotFound);
  }
  if (payment.orderId) return existingOrder(deps, payment.orderId);
  const saved = readCheckout(payment.checkout);
  const cart = await cartLinesOf(deps.db, sessionId);
  if (!sameLines(saved.lines, cart)) {
    // An empty cart may also be this very request's order, placed a moment earlier by a retry.
    const changed = await refundChangedCart(deps, payment);
    return changed.orderId ? existingOrder(deps, changed.orderId) : fail("CONFLICT", messages.cartChanged);
  }
  if (payment.status === "refunded" || saved.refundClaimedAt) return fail("PAYMENT_REQUIRED", messages.paymentRefunded);
  const { total } = orderSplit(saved.lines);
  const claimed = parseDollars(totalAmount, messages.totalInvalid);
  if (!claimed.ok) return claimed;
  if (claimed.value !== total) return fail("BAD_USER_INPUT", messages.totalMismatch(total));
  if (payment.amountCents !== total) {
    return fail("PAYMENT_REQUIRED", messages.paymentAmountMismatch(cents(payment.amountCents), total));
  }
  // Saved only for a cart this payment matches: a payment from a stale tab, whose cart was ordered
  // meanwhile, keeps no form, so reconciliation refunds it instead of placing a second order.
  const savedForm = await saveForm(deps, payment.id, form.value);
  if (!savedForm.ok) return savedForm;
  if (savedForm.value) return existingOrder(deps, savedForm.value);
  const paid = await confirmPaid(deps, payment, paymentMethod, total);
  if (!paid.ok) return paid;

  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for("update");
    if (!locked) return fail("PAYMENT_REQUIRED", messages.paymentNotFound);
    // Another request (or reconciliation) placed it while this one was asking the provider.
    if (locked.orderId) return ok((await orderViewById(tx, locked.orderId)) as OrderView);
    const checkout = readCheckout(locked.checkout);
    if (locked.status === "refunded" || checkout.refundClaimedAt) {
      return fail("PAYMENT_REQUIRED", messages.paymentRefunded);
    }
    const order = await recordOrder(tx, {
      payment: locked,
      checkout: { lines: checkout.lines, form: form.value },
      placedAt: deps.now(),
      traceId,
    });
    await clearPaidLines(tx, sessionId, cart);
    return ok((await orderViewById(tx, order.id)) as OrderView);
  });
}

/**
 * A wallet order asked for without a cart becomes this session's payment for its cart as it is
 * now, when it was for exactly the cart's total: its lines are saved then, as they are when a
 * payment is asked for with a session. The first session to place an order with it takes it.
 */
async function bindToCart(deps: Deps, payment: PaymentRow, sessionId: string): Promise<Result<true, DomainError>> {
  const cart = await cartLinesOf(deps.db, sessionId);
  if (cart.length === 0) return fail("BAD_USER_INPUT", messages.cartEmpty);
  // The check a payment asked for with a session gets: no sale for a store that stopped selling.
  if (
    await anyStoreClosed(
      deps.db,
      cart.map((line) => line.dispensaryId),
    )
  ) {
    return fail("FORBIDDEN", messages.storeNotSelling);
  }
  const { total } = cartTotals(cart);
  if (payment.amountCents !== total) {
    return fail("PAYMENT_REQUIRED", messages.paymentAmountMismatch(cents(payment.amountCents), total));
  }
  const lines = JSON.stringify(cart.map(checkoutLineOf));
  await deps.db
    .update(payments)
    .set({
      sessionId,
      checkout: sql`jsonb_set(${payments.checkout}, '{lines}', ${lines}::jsonb)`,
      updatedAt: deps.now(),
    })
    .where(and(eq(payments.id, payment.id), eq(payments.sessionId, NO_CART_SESSION), isNull(payments.orderId)));
  return ok(true);
}

async function existingOrder(deps: Deps, orderId: string): Promise<Result<OrderView, DomainError>> {
  const order = await orderViewById(deps.db, orderId);
  return order ? ok(order) : fail("PAYMENT_REQUIRED", messages.paymentNotFound);
}

/**
 * Keeps the shipping form on the payment, unless it already has an order (answers its id) or
 * reconciliation is refunding it. One statement: it cannot slip between reconciliation's check
 * and its refund, which lock the same row.
 */
async function saveForm(deps: Deps, paymentId: string, form: CheckoutForm): Promise<Result<string | null, DomainError>> {
  const updated = await deps.db
    .update(payments)
    .set({
      checkout: sql`${payments.checkout} || jsonb_build_object('form', ${JSON.stringify(form)}::jsonb)`,
      updatedAt: deps.now(),
    })
    .where(
      and(
        eq(payments.id, paymentId),
        sql`${payments.orderId} is null`,
        inArray(payments.status, ["pending", "succeeded", "failed"]),
        sql`not (${payments.checkout} ? 'refundClaimedAt')`,
      ),
    )
    .returning({ id: payments.id });
  if (updated.length > 0) return ok(null);
  const [now] = await deps.db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  return now?.orderId ? ok(now.orderId) : fail("PAYMENT_REQUIRED", messages.paymentRefunded);
}

/** The provider, not the browser, says whether the money was taken, and how much. */
async function confirmPaid(
  deps: Deps,
  payment: PaymentRow,
  method: PaymentMethod,
  total: Cents,
): Promise<Result<true, DomainError>> {
  if (method === "stripe") {
    const intent = await deps.cards.retrieve(payment.providerPaymentId);
    if (intent?.status === "refunded") return fail("PAYMENT_REQUIRED", messages.paymentRefunded);
    if (intent?.status !== "succeeded") return fail("PAYMENT_REQUIRED", intent?.failureMessage ?? messages.paymentNotSucceeded);
    if (intent.amountCents !== total) {
      return fail("PAYMENT_REQUIRED", messages.paymentAmountMismatch(cents(intent.amountCents), total));
    }
    return ok(true);
  }
  const order = await deps.wallet.getOrder(payment.providerPaymentId);
  if (!order || !["APPROVED", "COMPLETED"].includes(order.status)) {
    return fail("PAYMENT_REQUIRED", order?.status === "VOIDED" ? messages.walletCanceled : messages.paymentNotSucceeded);
  }
  if (order.amountCents !== total)
    return fail("PAYMENT_REQUIRED", messages.paymentAmountMismatch(cents(order.amountCents), total));
  // The browser may have died between approval and capture: capture here rather than refuse.
  const captured = await captureWalletPayment(deps, payment);
  return captured.ok ? ok(true) : captured;
}

/** The lines just bought leave the cart (a line added in another tab meanwhile stays). */
async function clearPaidLines(tx: Tx, sessionId: string, lines: CartLine[]): Promise<void> {
  const ids = lines.map((line) => line.itemId);
  await tx.delete(cartItems).where(and(eq(cartItems.sessionId, sessionId), inArray(cartItems.id, ids)));
}
