/**
 * What commerce needs from payment providers. Each port has an offline adapter (the default, so
 * the marketplace runs without accounts or a network) and a real one chosen by settings; the same
 * contract tests run against both. Amounts are integer US cents.
 */

/** A card payment's state as commerce reads it from the provider. */
export type CardPaymentStatus = "pending" | "succeeded" | "failed" | "canceled" | "refunded";

export interface CardPaymentView {
  id: string;
  amountCents: number;
  currency: string;
  status: CardPaymentStatus;
  /** The provider's message for the last failed attempt ("Your card was declined."). */
  failureMessage?: string;
}

export interface CardPayments {
  readonly provider: "stripe" | "offline_card";
  /** Creates a PaymentIntent for the amount; the same idempotency key returns the same intent. */
  createIntent(input: {
    amountCents: number;
    currency: "usd";
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string; clientSecret: string }>;
  /** Reads the intent as the provider knows it now. Null when the provider does not know it. */
  retrieve(id: string): Promise<CardPaymentView | null>;
  /**
   * Refunds a succeeded payment in full; the same idempotency key refunds once. A payment the
   * provider had already refunded (under another key, by hand, or under this key after the
   * provider forgot it) is answered as refunded, not refused.
   */
  refund(id: string, idempotencyKey: string): Promise<RefundMade>;
}

/** PayPal Orders v2's statuses, which the offline wallet uses as well. */
export type WalletOrderStatus = "CREATED" | "APPROVED" | "COMPLETED" | "VOIDED" | "REFUNDED";

export interface WalletOrderView {
  id: string;
  status: WalletOrderStatus;
  amountCents: number;
  currency: string;
  /** Where the shopper approves the payment. */
  approveUrl?: string;
  /** Once captured: the capture's id (what a refund refers to). */
  captureId?: string;
}

export interface WalletPayments {
  readonly provider: "paypal" | "offline_wallet";
  /** A client token for the wallet's browser button. */
  setup(): Promise<{ clientToken: string }>;
  /** Creates an order to CAPTURE the amount in USD; the same idempotency key returns the same order. */
  createOrder(input: { amountCents: number; currency: "USD"; idempotencyKey: string }): Promise<WalletOrderView>;
  /** Null when the wallet does not know the order. */
  getOrder(id: string): Promise<WalletOrderView | null>;
  /** Captures an APPROVED order; capturing a COMPLETED one again answers it as it is. */
  capture(id: string, idempotencyKey: string): Promise<WalletOrderView>;
  /** Refunds a captured order in full; as the card port's, an order refunded before is answered as refunded. */
  refund(id: string, idempotencyKey: string): Promise<RefundMade>;
}

/**
 * A refund the provider made. The money went back either way: by this request, or by one before it
 * that the provider remembers as the payment's refund (Stripe's `charge_already_refunded`, PayPal's
 * `CAPTURE_FULLY_REFUNDED`), which commerce records like any other.
 */
export interface RefundMade {
  /** The provider's refund; null when it said the payment was refunded but could not name the refund. */
  refundId: string | null;
  /** The provider had refunded the payment before this request. */
  alreadyRefunded: boolean;
}

/** A payment the provider turned down, with the message to show the shopper. */
export class PaymentDeclined extends Error {
  override readonly name = "PaymentDeclined";
}
