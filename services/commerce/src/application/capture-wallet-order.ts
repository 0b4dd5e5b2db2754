import { type DomainError, fail, ok, type Result } from "@highcotton/kit";
import { messages } from "../contract/index.ts";
import { isWalletOrderId } from "../domain/wallet-order-id.ts";
import { PaymentDeclined, type WalletOrderView } from "../payments/ports.ts";
import { readCheckout } from "./checkout.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import type { PaymentRow } from "./payment-request.ts";
import { findPaymentByProviderId, markPaymentSucceeded } from "./payment-status.ts";

type Deps = Pick<CommerceDeps, "db" | "now" | "wallet">;

/**
 * Takes the money of a wallet order the shopper approved (SPEC's capture call). Capturing again
 * answers the completed order; the capture's idempotency key is the payment's id.
 */
export async function captureWalletOrder(deps: Deps, orderId: string): Promise<Result<WalletOrderView, DomainError>> {
  const payment = isWalletOrderId(orderId) ? await findPaymentByProviderId(deps.db, orderId) : null;
  if (payment?.method !== "wallet") return fail("NOT_FOUND", messages.walletOrderNotFound);
  return captureWalletPayment(deps, payment);
}

/** Captures an approved wallet payment and records that it succeeded; placeOrder and reconciliation share it. */
export async function captureWalletPayment(deps: Deps, payment: PaymentRow): Promise<Result<WalletOrderView, DomainError>> {
  // Claimed for a refund (its cart changed, say): no money may move for it any more.
  if (payment.status === "refunded" || readCheckout(payment.checkout).refundClaimedAt) {
    return fail("PAYMENT_REQUIRED", messages.paymentRefunded);
  }
  const order = await deps.wallet.getOrder(payment.providerPaymentId);
  if (!order) return fail("NOT_FOUND", messages.walletOrderNotFound);
  if (order.status === "CREATED") return fail("PAYMENT_REQUIRED", messages.walletNotApproved);
  if (order.status === "VOIDED") return fail("PAYMENT_REQUIRED", messages.walletCanceled);
  if (order.status === "REFUNDED") return fail("PAYMENT_REQUIRED", messages.paymentRefunded);
  let captured = order;
  if (order.status === "APPROVED") {
    try {
      captured = await deps.wallet.capture(payment.providerPaymentId, payment.id);
    } catch (error) {
      if (error instanceof PaymentDeclined) return fail("PAYMENT_REQUIRED", error.message);
      throw error;
    }
  }
  if (captured.status !== "COMPLETED") return fail("PAYMENT_REQUIRED", messages.walletNotApproved);
  if (captured.amountCents === payment.amountCents) await markPaymentSucceeded(deps.db, payment.id, deps.now());
  return ok(captured);
}
