import { randomUUID } from "node:crypto";
import { type DomainError, fail, ok, type Result } from "@highcotton/kit";
import { MAX_WALLET_ORDER_CENTS, messages } from "../contract/index.ts";
import { parseDollars } from "../domain/cart.ts";
import type { WalletOrderView } from "../payments/ports.ts";
import { NO_CART_SESSION } from "./checkout.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { type CartToPay, cartToPay, recordPayment } from "./payment-request.ts";
import { countWalletOrder } from "./wallet-order-limit.ts";

const upper = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : "");

type Deps = Pick<CommerceDeps, "db" | "now" | "wallet">;

/**
 * SPEC's wallet order call ({amount, currency, intent}): USD and CAPTURE only. With a session it
 * is for that cart at the server's total, and the payment row keeps the cart's lines, as a card
 * payment does. Without one (SPEC's bare payload) it is for the amount asked, up to what the
 * largest cart costs, and belongs to no cart until an order is placed with it. Either way each
 * order is one at the provider, so they are limited per session and per client address (see
 * countWalletOrder); only an order that would be asked for counts.
 */
export async function createWalletOrder(
  deps: Deps,
  input: { amount?: unknown; currency?: unknown; intent?: unknown; sessionId?: unknown },
  clientAddress: string | null,
): Promise<Result<WalletOrderView, DomainError>> {
  if (upper(input.currency) !== "USD") return fail("BAD_USER_INPUT", messages.currencyUsd);
  if (upper(input.intent) !== "CAPTURE") return fail("BAD_USER_INPUT", messages.intentCapture);
  const cart = input.sessionId == null ? noCart(input.amount) : await cartToPay(deps, input);
  if (!cart.ok) return cart;
  const { sessionId, lines, total } = cart.value;
  const counted = await countWalletOrder(deps, {
    sessionId: sessionId === NO_CART_SESSION ? null : sessionId,
    clientAddress,
  });
  if (!counted.ok) return counted;
  const paymentId = randomUUID();
  const order = await deps.wallet.createOrder({ amountCents: total, currency: "USD", idempotencyKey: paymentId });
  await recordPayment(deps, {
    id: paymentId,
    sessionId,
    method: "wallet",
    provider: deps.wallet.provider,
    providerPaymentId: order.id,
    amountCents: total,
    lines,
  });
  return ok(order);
}

function noCart(amount: unknown): Result<CartToPay, DomainError> {
  const asked = parseDollars(amount);
  if (!asked.ok) return asked;
  if (asked.value > MAX_WALLET_ORDER_CENTS) return fail("BAD_USER_INPUT", messages.walletAmountTooLarge);
  return ok({ sessionId: NO_CART_SESSION, lines: [], total: asked.value });
}
