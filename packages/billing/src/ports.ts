// Pure: domain code may use it (through @highcotton/billing/domain).

/**
 * What a service needs from the card provider that bills a monthly subscription (merchants' $5,
 * advertisers' plans). Two adapters: Stripe Billing (customer + subscription) when its secret key
 * is set, and the offline provider (the default) that behaves like Stripe test mode. Amounts are
 * integer US cents.
 */

/** Where a subscription stands (Stripe's statuses that matter here). */
export type SubscriptionState = "active" | "past_due" | "canceled";

export interface StartedSubscription {
  customerId: string;
  subscriptionId: string;
  status: SubscriptionState;
  /** When the paid month ends. */
  currentPeriodEnd: Date;
  /** The card now paying it, when the provider answered with it. */
  card?: CardOnFile;
}

/** A card as the subscriber may see it: its brand (visa, mastercard…) and last 4 digits. */
export interface CardOnFile {
  brand: string;
  last4: string;
}

/** Whether a subscription ends with its paid month, as the provider now has it. */
export interface SubscriptionEnd {
  subscriptionId: string;
  /** True: no further charge, the subscription ends at `currentPeriodEnd`; false: it renews. */
  cancelAtPeriodEnd: boolean;
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
  | { kind: "canceled"; subscriptionId: string }
  /**
   * The subscription was set to end with its paid month, or set to renew again (Stripe's
   * cancel_at_period_end, changed by this product or at Stripe). Nothing is charged or refunded.
   */
  | { kind: "cancel_at_period_end"; subscriptionId: string; cancelAtPeriodEnd: boolean };

export interface CardSubscriptions {
  readonly provider: "stripe" | "offline";
  /**
   * Creates the customer with the payment method and subscribes it to the monthly price, charging
   * the first month now. The same idempotency key starts one subscription. Throws
   * SubscriptionDeclined with the provider's message when the card is refused (nothing is left
   * subscribed), and PaymentMethodInvalid when the provider knows no such payment method.
   */
  subscribe(input: {
    paymentMethodId: string;
    email: string | null;
    /** The customer's name at the provider (a merchant's business, an advertiser's company). */
    customerName: string;
    monthlyPriceCents: number;
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
    monthlyPriceCents: number;
    idempotencyKey: string;
  }): Promise<StartedSubscription>;
  /**
   * Cancels a subscription at once (no further charges): used when a subscription started for
   * someone another payment had already settled (a second payment racing the first).
   */
  cancel(subscriptionId: string): Promise<void>;
  /**
   * Sets whether the subscription ends with its paid month (true: it is not charged again and ends
   * at the period's end, as a cancellation does; false: it renews as before). The month already
   * paid stays paid; nothing is refunded.
   */
  setCancelAtPeriodEnd(input: {
    subscriptionId: string;
    cancelAtPeriodEnd: boolean;
    idempotencyKey: string;
  }): Promise<SubscriptionEnd>;
  /**
   * Makes a new payment method the one that pays the subscription from its next renewal. The card
   * is checked with the provider first: a card it refuses throws SubscriptionDeclined (an unknown
   * one PaymentMethodInvalid) and the old card stays in place. Nothing is charged now.
   */
  changeCard(input: {
    customerId: string;
    subscriptionId: string;
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<CardOnFile>;
}

/** The card provider refused the payment method; the message is the provider's, for the customer. */
export class SubscriptionDeclined extends Error {
  override readonly name = "SubscriptionDeclined";
}

/** The provider knows no such payment method (a mistyped or foreign pm_… id). */
export class PaymentMethodInvalid extends Error {
  override readonly name = "PaymentMethodInvalid";
}

/** What the subscription machinery says to people, the same in every service that bills. */
export const subscriptionMessages = {
  paymentMethodInvalid: "That card could not be used. Please enter it again.",
  tooManyCardAttempts: "Too many card attempts. Please wait a while and try again.",
  offlineNotInUse: "The offline card provider is not in use",
  webhookSecretMissing: "Webhook signing secret is not configured",
  /** The provider took the card but the subscription is still waiting for a payment. */
  paymentIncomplete: "The payment did not go through. Please try another card.",
} as const;
