// Pure: domain code may use it (through @highcotton/billing/domain).
import type { CardOnFile } from "./ports.ts";

/**
 * What a service needs from the card provider for a one-time charge (a store's sign-on fee, its
 * yearly renewal): the amount is taken from a payment method at once. Two adapters: Stripe
 * PaymentIntents (confirmed with the payment method) when its secret key is set, and the offline
 * provider that behaves like Stripe test mode. Amounts are integer US cents.
 */
export interface ChargedPayment {
  /** The payment's id at the provider (pi_…): the same idempotency key answers the same one. */
  paymentId: string;
  /** The customer the payment method is now saved to, for later charges without the payer. */
  customerId: string | null;
  /** The card charged (brand and last 4 digits), when the provider answered with it. */
  card?: CardOnFile;
}

export interface CardCharges {
  readonly provider: "stripe" | "offline";
  /**
   * Charges `amountCents` to the payment method now. The same idempotency key charges once: a
   * retry (after a crash or a lost answer) gets the first payment back, or its decline, as long
   * as the provider keeps the key's answer (Stripe: 24 hours; the offline provider: always). Throws
   * SubscriptionDeclined with the provider's message when the card is refused (nothing is
   * charged), and PaymentMethodInvalid when the provider knows no such payment method.
   */
  charge(input: {
    paymentMethodId: string;
    /**
     * The customer an earlier charge saved the method to: set, the charge is made without the
     * payer (off session, as a renewal); unset, a customer is made and the method saved to it.
     */
    customerId?: string | null | undefined;
    /** The customer's name at the provider (a store's business name). */
    customerName: string;
    amountCents: number;
    /** What the payer's statement and receipt say it was for. */
    description: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ChargedPayment>;
}
