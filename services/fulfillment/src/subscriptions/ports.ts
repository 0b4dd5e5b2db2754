/**
 * What fulfillment needs from the card provider that bills merchants' $5 a month. Two adapters:
 * Stripe Billing (customer + subscription) when its secret key is set, and the offline provider
 * (the default) that behaves like Stripe test mode. Amounts are integer US cents.
 */

/** Where a subscription stands (Stripe's statuses that matter here). */
export type SubscriptionState = "active" | "past_due" | "canceled";

export interface StartedSubscription {
  customerId: string;
  subscriptionId: string;
  status: SubscriptionState;
  /** When the paid month ends. */
  currentPeriodEnd: Date;
}

/**
 * Something that happened to a subscription at the provider: Stripe's webhooks, or the offline
 * provider's monthly renewals. Both go through the same use case.
 */
export type SubscriptionEvent =
  /** An invoice was paid: the month up to `currentPeriodEnd` is paid for. */
  | { kind: "paid"; subscriptionId: string; currentPeriodEnd?: Date }
  /**
   * An invoice could not be charged. `periodEnd` is when the month it bills for would end, when
   * the provider says (a failure of a month already paid is a late delivery).
   */
  | { kind: "payment_failed"; subscriptionId: string; message?: string; periodEnd?: Date }
  /** The subscription ended (canceled, or Stripe gave up retrying). */
  | { kind: "canceled"; subscriptionId: string };

export interface MerchantSubscriptions {
  readonly provider: "stripe" | "offline";
  /**
   * Creates the customer with the payment method and subscribes it to $5 a month, charging the
   * first month now. The same idempotency key starts one subscription. Throws SubscriptionDeclined
   * with the provider's message when the card is refused (nothing is left subscribed), and
   * PaymentMethodInvalid when the provider knows no such payment method.
   */
  subscribe(input: {
    paymentMethodId: string;
    email: string | null;
    businessName: string;
    monthlyFeeCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<StartedSubscription>;
  /**
   * Pays a lapsed subscription again with a (new) payment method: the open invoice is charged, or
   * a new subscription is started when the old one was canceled. Throws SubscriptionDeclined or
   * PaymentMethodInvalid.
   */
  resume(input: {
    customerId: string;
    subscriptionId: string;
    paymentMethodId: string;
    monthlyFeeCents: number;
    idempotencyKey: string;
  }): Promise<StartedSubscription>;
  /**
   * Cancels a subscription at once (no further charges): used when a merchant could not be
   * recorded after its subscription started (a second sign-up racing the first).
   */
  cancel(subscriptionId: string): Promise<void>;
}

/** The card provider refused the payment method; the message is the provider's, for the merchant. */
export class SubscriptionDeclined extends Error {
  override readonly name = "SubscriptionDeclined";
}

/** The provider knows no such payment method (a mistyped or foreign pm_… id). */
export class PaymentMethodInvalid extends Error {
  override readonly name = "PaymentMethodInvalid";
}
