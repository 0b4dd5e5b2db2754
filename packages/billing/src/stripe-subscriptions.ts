import Stripe from "stripe";
import {
  type CardOnFile,
  type CardSubscriptions,
  PaymentMethodInvalid,
  type StartedSubscription,
  SubscriptionDeclined,
  type SubscriptionEnd,
  type SubscriptionState,
  subscriptionMessages,
} from "./ports.ts";

/**
 * The Stripe product a service's subscriptions are prices of, made once: its id is fixed, so a
 * second process (or the same one after the idempotency key has expired) finds it instead of
 * making another.
 */
export interface StripeProduct {
  id: string;
  name: string;
}

export interface StripeSubscriptionOptions {
  product: StripeProduct;
  /** A Price (price_…) every subscription uses; unset: the monthly price goes inline on `product`. */
  priceId?: string | undefined;
}

/**
 * A monthly subscription through Stripe Billing: a customer with the card as its default payment
 * method and a monthly subscription whose first invoice must be paid at once
 * (`error_if_incomplete`: a declined card answers 402 and leaves no subscription). Every write
 * carries an idempotency key derived from the caller's.
 */
export class StripeSubscriptions implements CardSubscriptions {
  readonly provider = "stripe";
  private product: Promise<string> | undefined;

  constructor(
    private readonly stripe: Stripe,
    private readonly options: StripeSubscriptionOptions,
  ) {}

  subscribe(input: Parameters<CardSubscriptions["subscribe"]>[0]): Promise<StartedSubscription> {
    return refusalsAsErrors(async () => {
      const customer = await this.stripe.customers.create(
        {
          ...(input.email && { email: input.email }),
          name: input.customerName,
          payment_method: input.paymentMethodId,
          invoice_settings: { default_payment_method: input.paymentMethodId },
          metadata: input.metadata,
        },
        { idempotencyKey: `${input.idempotencyKey}:customer` },
      );
      const subscription = await this.createSubscription({
        customerId: customer.id,
        paymentMethodId: input.paymentMethodId,
        monthlyPriceCents: input.monthlyPriceCents,
        metadata: input.metadata,
        idempotencyKey: `${input.idempotencyKey}:subscription`,
      });
      return startedOf(subscription);
    });
  }

  resume(input: Parameters<CardSubscriptions["resume"]>[0]): Promise<StartedSubscription> {
    return refusalsAsErrors(async () => {
      const { customerId, paymentMethodId, idempotencyKey } = input;
      await this.stripe.paymentMethods.attach(
        paymentMethodId,
        { customer: customerId },
        { idempotencyKey: `${idempotencyKey}:attach` },
      );
      await this.stripe.customers.update(
        customerId,
        { invoice_settings: { default_payment_method: paymentMethodId } },
        { idempotencyKey: `${idempotencyKey}:customer` },
      );
      const current = await this.stripe.subscriptions.retrieve(input.subscriptionId, { expand: ["latest_invoice"] });
      if (current.status === "canceled" || current.status === "incomplete_expired") {
        // An ended subscription cannot be paid again: the customer gets a new one.
        return startedOf(
          await this.createSubscription({
            customerId,
            paymentMethodId,
            monthlyPriceCents: input.monthlyPriceCents,
            metadata: current.metadata,
            idempotencyKey: `${idempotencyKey}:subscription`,
          }),
        );
      }
      await this.stripe.subscriptions.update(
        current.id,
        { default_payment_method: paymentMethodId },
        { idempotencyKey: `${idempotencyKey}:subscription` },
      );
      const invoice = current.latest_invoice;
      if (invoice && typeof invoice === "object" && invoice.id && invoice.status === "open") {
        // Paying the open invoice makes a past-due subscription active again.
        await this.stripe.invoices.pay(
          invoice.id,
          { payment_method: paymentMethodId },
          { idempotencyKey: `${idempotencyKey}:pay` },
        );
      }
      return startedOf(await this.stripe.subscriptions.retrieve(current.id));
    });
  }

  async cancel(subscriptionId: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel:${subscriptionId}` });
    } catch (error) {
      // Already gone is what was asked for.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return;
      throw error;
    }
  }

  /**
   * Stripe's cancel_at_period_end: set, Stripe does not invoice the subscription again and deletes
   * it when the paid month ends (customer.subscription.deleted); unset, it renews.
   */
  async setCancelAtPeriodEnd(input: Parameters<CardSubscriptions["setCancelAtPeriodEnd"]>[0]): Promise<SubscriptionEnd> {
    const updated = await this.stripe.subscriptions.update(
      input.subscriptionId,
      { cancel_at_period_end: input.cancelAtPeriodEnd },
      { idempotencyKey: input.idempotencyKey },
    );
    return {
      subscriptionId: updated.id,
      cancelAtPeriodEnd: updated.cancel_at_period_end,
      currentPeriodEnd: periodEndOf(updated),
    };
  }

  /**
   * A new card for the subscription: a SetupIntent confirmed with it checks the card with its bank
   * and attaches it to the customer (a refused card is a StripeCardError and nothing changes), then
   * it becomes the customer's and the subscription's default payment method. Nothing is charged.
   */
  changeCard(input: Parameters<CardSubscriptions["changeCard"]>[0]): Promise<CardOnFile> {
    return refusalsAsErrors(async () => {
      const { customerId, subscriptionId, paymentMethodId, idempotencyKey } = input;
      const setup = await this.stripe.setupIntents.create(
        {
          customer: customerId,
          payment_method: paymentMethodId,
          // A card needs no redirect: without one, no return URL is needed to confirm here.
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          usage: "off_session",
          confirm: true,
        },
        { idempotencyKey: `${idempotencyKey}:setup` },
      );
      // A card that wants the customer present (3-D Secure) cannot pay renewals unattended.
      if (setup.status !== "succeeded") throw new SubscriptionDeclined(subscriptionMessages.paymentIncomplete);
      await this.stripe.customers.update(
        customerId,
        { invoice_settings: { default_payment_method: paymentMethodId } },
        { idempotencyKey: `${idempotencyKey}:customer` },
      );
      await this.stripe.subscriptions.update(
        subscriptionId,
        { default_payment_method: paymentMethodId },
        { idempotencyKey: `${idempotencyKey}:subscription` },
      );
      const method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
      return { brand: method.card?.brand ?? "unknown", last4: method.card?.last4 ?? "" };
    });
  }

  private async createSubscription(input: {
    customerId: string;
    paymentMethodId: string;
    monthlyPriceCents: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<Stripe.Subscription> {
    const item: Stripe.SubscriptionCreateParams.Item = this.options.priceId
      ? { price: this.options.priceId }
      : {
          price_data: {
            currency: "usd",
            product: await this.productId(),
            unit_amount: input.monthlyPriceCents,
            recurring: { interval: "month" },
          },
        };
    return this.stripe.subscriptions.create(
      {
        customer: input.customerId,
        items: [item],
        default_payment_method: input.paymentMethodId,
        payment_behavior: "error_if_incomplete",
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
  }

  private productId(): Promise<string> {
    const { id, name } = this.options.product;
    this.product ??= this.stripe.products
      .create({ id, name }, { idempotencyKey: `product:${id}` })
      .then((product) => product.id)
      .catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_already_exists") return id;
        this.product = undefined; // the next subscription tries again
        throw error;
      });
    return this.product;
  }
}

/**
 * Stripe's refusals as the port's errors: a card error is a decline; an unknown payment method is
 * invalid, and so is a card sent again with other details (its idempotency key is taken), which a
 * fresh entry of the card (a new pm_…) gets past.
 */
async function refusalsAsErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new SubscriptionDeclined(error.message);
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param?.includes("payment_method")) {
      throw new PaymentMethodInvalid(error.message);
    }
    if (error instanceof Stripe.errors.StripeIdempotencyError) throw new PaymentMethodInvalid(error.message);
    throw error;
  }
}

/** Stripe's statuses as the subscriber's: paid, waiting for a payment, or ended. */
function stateOf(status: Stripe.Subscription.Status): SubscriptionState {
  switch (status) {
    case "active":
    case "trialing":
      return "active";
    case "canceled":
    case "incomplete_expired":
      return "canceled";
    default:
      return "past_due";
  }
}

/**
 * When the paid month ends: on the subscription's item in recent API versions
 * (2025-03-31.basil and later), on the subscription itself in older ones.
 */
export function periodEndOf(subscription: Stripe.Subscription): Date {
  const seconds =
    subscription.items?.data?.[0]?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end;
  if (typeof seconds !== "number") throw new Error(`Stripe's subscription ${subscription.id} has no current period end`);
  return new Date(seconds * 1000);
}

function startedOf(subscription: Stripe.Subscription): StartedSubscription {
  return {
    customerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    subscriptionId: subscription.id,
    status: stateOf(subscription.status),
    currentPeriodEnd: periodEndOf(subscription),
  };
}
