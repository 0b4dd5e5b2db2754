import { randomUUID } from "node:crypto";
import { type DomainError, ok, type Result } from "@highcotton/kit";
import type { Cents } from "@highcotton/kit/money";
import type { CommerceDeps } from "./commerce-deps.ts";
import { cartToPay, recordPayment } from "./payment-request.ts";

export interface PaymentIntentView {
  paymentIntentId: string;
  clientSecret: string;
  amount: Cents;
  provider: "stripe" | "offline";
}

/**
 * Asks the card provider for a payment of the session's cart (SPEC's createPaymentIntent). The
 * amount charged is always the server's total; the payment row keeps the cart's lines so the order
 * can be placed from them even if the browser never comes back.
 */
export async function createPaymentIntent(
  deps: Pick<CommerceDeps, "db" | "now" | "cards">,
  input: { amount?: unknown; sessionId?: unknown },
): Promise<Result<PaymentIntentView, DomainError>> {
  const cart = await cartToPay(deps, input);
  if (!cart.ok) return cart;
  const { sessionId, lines, total } = cart.value;
  const paymentId = randomUUID();
  const intent = await deps.cards.createIntent({
    amountCents: total,
    currency: "usd",
    idempotencyKey: paymentId,
    metadata: { paymentId, sessionId },
  });
  await recordPayment(deps, {
    id: paymentId,
    sessionId,
    method: "card",
    provider: deps.cards.provider,
    providerPaymentId: intent.id,
    amountCents: total,
    lines,
  });
  return ok({
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: total,
    provider: deps.cards.provider === "stripe" ? "stripe" : "offline",
  });
}
