import { randomUUID } from "node:crypto";
import { type DomainError, fail, ok, type Result } from "@highcotton/kit";
import { messages } from "../contract/index.ts";
import type { WalletOrderView } from "../payments/ports.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { cartToPay, recordPayment } from "./payment-request.ts";

const upper = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : "");

/**
 * SPEC's wallet order call ({amount, currency, intent}): USD and CAPTURE only, for the session's
 * cart at the server's total. The payment row keeps the cart's lines, as a card payment does.
 */
export async function createWalletOrder(
  deps: Pick<CommerceDeps, "db" | "now" | "wallet">,
  input: { amount?: unknown; currency?: unknown; intent?: unknown; sessionId?: unknown },
): Promise<Result<WalletOrderView, DomainError>> {
  if (upper(input.currency) !== "USD") return fail("BAD_USER_INPUT", messages.currencyUsd);
  if (upper(input.intent) !== "CAPTURE") return fail("BAD_USER_INPUT", messages.intentCapture);
  const cart = await cartToPay(deps, input);
  if (!cart.ok) return cart;
  const { sessionId, lines, total } = cart.value;
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
