import Stripe from "stripe";
import type { CardCharges, ChargedPayment } from "./card-charges.ts";
import { type CardOnFile, PaymentMethodInvalid, SubscriptionDeclined, subscriptionMessages } from "./ports.ts";

/**
 * One-time charges through Stripe PaymentIntents, confirmed at once with the payment method. The
 * first charge makes a customer holding the method (saved for off-session use), so a later charge
 * (a renewal) is made without the payer. Every write carries a key derived from the caller's, so
 * asking again with it answers the first payment (Stripe keeps a key's answer for 24 hours).
 */
export class StripeCharges implements CardCharges {
  readonly provider = "stripe";

  constructor(private readonly stripe: Stripe) {}

  async charge(input: Parameters<CardCharges["charge"]>[0]): Promise<ChargedPayment> {
    try {
      const offSession = Boolean(input.customerId);
      const customerId =
        input.customerId ??
        (
          await this.stripe.customers.create(
            { name: input.customerName, payment_method: input.paymentMethodId, metadata: input.metadata },
            { idempotencyKey: `${input.idempotencyKey}:customer` },
          )
        ).id;
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: "usd",
          customer: customerId,
          payment_method: input.paymentMethodId,
          confirm: true,
          description: input.description,
          metadata: input.metadata,
          // No redirect can be followed here: a card needing one is refused like a decline.
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          ...(offSession ? { off_session: true } : { setup_future_usage: "off_session" }),
          // The card's brand and last 4 come back with the payment, for the payer's records.
          expand: ["payment_method"],
        },
        { idempotencyKey: `${input.idempotencyKey}:payment` },
      );
      if (intent.status !== "succeeded") throw new SubscriptionDeclined(subscriptionMessages.paymentIncomplete);
      return { paymentId: intent.id, customerId, ...cardOf(intent.payment_method) };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw new SubscriptionDeclined(error.message);
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param?.includes("payment_method")) {
        throw new PaymentMethodInvalid(error.message);
      }
      // Anything else, a key still in use by the first request among them, is thrown on: the
      // outcome is unknown, so the caller keeps its payment open and asks again with the key.
      throw error;
    }
  }
}

/** The card a PaymentIntent was paid with, when its payment method came back expanded as a card. */
function cardOf(method: string | Stripe.PaymentMethod | null): { card?: CardOnFile } {
  if (!method || typeof method === "string" || !method.card) return {};
  return { card: { brand: method.card.brand, last4: method.card.last4 } };
}
