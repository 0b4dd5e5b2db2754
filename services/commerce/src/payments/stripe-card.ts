import Stripe from "stripe";
import type { CardPayments, CardPaymentView, RefundMade } from "./ports.ts";

/** Shown when Stripe records a failed attempt without a message of its own. */
const UNEXPLAINED_FAILURE = "Your payment could not be completed.";

/** Stripe's error code for a refund of a charge it has refunded in full. */
const ALREADY_REFUNDED = "charge_already_refunded";

/** Card payments through Stripe PaymentIntents; the browser confirms them with Stripe.js. */
export class StripeCardPayments implements CardPayments {
  readonly provider = "stripe" as const;

  constructor(private readonly stripe: Stripe) {}

  async createIntent(input: {
    amountCents: number;
    currency: "usd";
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string; clientSecret: string }> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        metadata: input.metadata,
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!intent.client_secret) throw new Error(`Stripe returned the PaymentIntent ${intent.id} without a client secret`);
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieve(id: string): Promise<CardPaymentView | null> {
    try {
      // The latest charge tells a refunded payment from a succeeded one (the intent stays succeeded).
      return cardPaymentViewOf(await this.stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return null;
      throw error;
    }
  }

  async refund(id: string, idempotencyKey: string): Promise<RefundMade> {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: id }, { idempotencyKey });
      return { refundId: refund.id, alreadyRefunded: false };
    } catch (error) {
      // Stripe keeps an idempotency key 24 hours: a retry after that, or a refund made under another
      // key (or in Stripe's dashboard), is refused as already refunded. The money went back: name
      // the refund that did it.
      if (!(error instanceof Stripe.errors.StripeError && error.code === ALREADY_REFUNDED)) throw error;
      const made = await this.stripe.refunds.list({ payment_intent: id, limit: 1 });
      return { refundId: made.data[0]?.id ?? null, alreadyRefunded: true };
    }
  }
}

/** A PaymentIntent as commerce reads it. */
export function cardPaymentViewOf(intent: Stripe.PaymentIntent): CardPaymentView {
  const base = { id: intent.id, currency: intent.currency, amountCents: intent.amount };
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  switch (intent.status) {
    case "succeeded":
      return {
        ...base,
        amountCents: intent.amount_received || intent.amount,
        status: charge?.refunded ? "refunded" : "succeeded",
      };
    case "canceled":
      return { ...base, status: "canceled" };
    case "requires_payment_method":
      // A declined attempt leaves the intent open for another card, with the decline's message.
      if (intent.last_payment_error) {
        return { ...base, status: "failed", failureMessage: intent.last_payment_error.message ?? UNEXPLAINED_FAILURE };
      }
      return { ...base, status: "pending" };
    default:
      return { ...base, status: "pending" };
  }
}
