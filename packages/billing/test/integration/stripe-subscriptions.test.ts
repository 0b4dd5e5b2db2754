import {
  PaymentMethodInvalid,
  type StripeSubscriptionOptions,
  StripeSubscriptions,
  SubscriptionDeclined,
} from "@highcotton/billing";
import { createStripeClient } from "@highcotton/billing/stripe";
import { type StripeBillingProxy, startStripeBillingProxy, startStripeMock } from "@highcotton/kit/testing";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

// Decided while the file is collected, so a missing stripe-mock shows as a named skip. The first
// run may build it with Go; later runs start it from .cache/stripe-mock.
const stripeMock = await startStripeMock();

/** The product a service names; its subscriptions carry their monthly price inline on it. */
const PRODUCT = { id: "highcotton_test_subscription", name: "High Cotton test subscription" };

if ("skip" in stripeMock) {
  console.warn(`Stripe Billing adapter tests skipped: ${stripeMock.skip}`);
  describe.skip(`Stripe Billing adapter against stripe-mock (skipped: ${stripeMock.skip})`, () => {
    it("needs stripe-mock", () => {});
  });
} else {
  const secretKey = "sk_test_51HighCottonBillingMock";
  let stripe: StripeBillingProxy;

  beforeAll(async () => {
    stripe = await startStripeBillingProxy(stripeMock.url);
    return async () => {
      await stripe.stop();
      await stripeMock.stop();
    };
  });

  beforeEach(() => stripe.clear());

  const billing = (options: Partial<StripeSubscriptionOptions> = {}) =>
    new StripeSubscriptions(createStripeClient(secretKey, stripe.url), { product: PRODUCT, ...options });
  const subscribeInput = (overrides: Partial<Parameters<StripeSubscriptions["subscribe"]>[0]> = {}) => ({
    paymentMethodId: "pm_card_visa",
    email: "inkhouse@example.test",
    customerName: "Ink House Printing",
    monthlyPriceCents: 500,
    idempotencyKey: "merchant-signup:5f0c3a1e:pm_card_visa",
    metadata: { userId: "5f0c3a1e-9b2d-4e8f-a7c6-1d2e3f4a5b6c" },
    ...overrides,
  });
  const calls = () => stripe.calls();

  describe("Stripe Billing adapter against stripe-mock", () => {
    it("makes a customer with the card as default, the product once, and the monthly price inline, paid at once", async () => {
      const adapter = billing();
      const started = await adapter.subscribe(subscribeInput());
      expect(calls()).toEqual(["POST /v1/customers", "POST /v1/products", "POST /v1/subscriptions"]);
      const [customer, product, subscription] = stripe.recorded;
      expect(product).toMatchObject({
        idempotencyKey: `product:${PRODUCT.id}`,
        params: PRODUCT,
      });
      expect(customer).toMatchObject({
        idempotencyKey: "merchant-signup:5f0c3a1e:pm_card_visa:customer",
        params: {
          email: "inkhouse@example.test",
          name: "Ink House Printing",
          payment_method: "pm_card_visa",
          "invoice_settings[default_payment_method]": "pm_card_visa",
          "metadata[userId]": "5f0c3a1e-9b2d-4e8f-a7c6-1d2e3f4a5b6c",
        },
      });
      expect(subscription?.idempotencyKey).toBe("merchant-signup:5f0c3a1e:pm_card_visa:subscription");
      expect(subscription?.params).toEqual({
        customer: customer?.answer?.id,
        "items[0][price_data][currency]": "usd",
        "items[0][price_data][product]": PRODUCT.id,
        "items[0][price_data][unit_amount]": "500",
        "items[0][price_data][recurring][interval]": "month",
        default_payment_method: "pm_card_visa",
        payment_behavior: "error_if_incomplete",
        "metadata[userId]": "5f0c3a1e-9b2d-4e8f-a7c6-1d2e3f4a5b6c",
      });
      const answer = subscription?.answer as { id: string; items: { data: Array<{ current_period_end: number }> } };
      expect(started).toEqual({
        customerId: customer?.answer?.id,
        subscriptionId: answer.id,
        status: "active",
        currentPeriodEnd: new Date(answer.items.data[0]!.current_period_end * 1000),
      });

      stripe.recorded.length = 0;
      await adapter.subscribe(subscribeInput({ idempotencyKey: "merchant-signup:another" }));
      expect(calls()).toEqual(["POST /v1/customers", "POST /v1/subscriptions"]);
    });

    it("subscribes to the price it is given, and sends no email it does not know", async () => {
      await billing({ priceId: "price_1QmT8gLkdIwHu7ixH2j3K4l5" }).subscribe(subscribeInput({ email: null }));
      expect(calls()).toEqual(["POST /v1/customers", "POST /v1/subscriptions"]);
      expect(stripe.recorded[0]?.params).not.toHaveProperty("email");
      expect(stripe.recorded[1]?.params).toMatchObject({ "items[0][price]": "price_1QmT8gLkdIwHu7ixH2j3K4l5" });
      expect(Object.keys(stripe.recorded[1]?.params ?? {}).some((key) => key.includes("price_data"))).toBe(false);
    });

    it("uses the product another process made", async () => {
      stripe.productExists = true;
      await billing().subscribe(subscribeInput());
      expect(stripe.recorded[2]?.params["items[0][price_data][product]"]).toBe(PRODUCT.id);
    });

    it("turns a declined first invoice into SubscriptionDeclined with Stripe's message", async () => {
      const attempt = billing().subscribe(subscribeInput({ paymentMethodId: "pm_card_chargeDeclined" }));
      await expect(attempt).rejects.toThrow(SubscriptionDeclined);
      await expect(attempt).rejects.toThrow("Your card was declined.");
    });

    it("turns a payment method Stripe does not know into PaymentMethodInvalid", async () => {
      await expect(billing().subscribe(subscribeInput({ paymentMethodId: "pm_missing_1" }))).rejects.toThrow(
        PaymentMethodInvalid,
      );
      expect(calls()).toEqual(["POST /v1/customers"]);
    });

    it("turns a card sent again with other details into PaymentMethodInvalid, so the customer enters it again", async () => {
      await expect(billing().subscribe(subscribeInput({ paymentMethodId: "pm_reused_1" }))).rejects.toThrow(PaymentMethodInvalid);
      expect(calls()).toEqual(["POST /v1/customers"]);
    });

    it("pays a past-due subscription's open invoice with the new card", async () => {
      const resumed = await billing().resume({
        customerId: "cus_TkX2mQ8rLp4vNa",
        subscriptionId: "sub_past_due_1",
        paymentMethodId: "pm_card_mastercard",
        monthlyPriceCents: 500,
        idempotencyKey: "merchant-resume:1",
      });
      const openInvoice = stripe.recorded[2]?.answer?.latest_invoice as { id: string };
      expect(calls()).toEqual([
        "POST /v1/payment_methods/pm_card_mastercard/attach",
        "POST /v1/customers/cus_TkX2mQ8rLp4vNa",
        "GET /v1/subscriptions/sub_past_due_1",
        "POST /v1/subscriptions/sub_past_due_1",
        `POST /v1/invoices/${openInvoice.id}/pay`,
        "GET /v1/subscriptions/sub_past_due_1",
      ]);
      expect(stripe.recorded.map((entry) => entry.idempotencyKey)).toEqual([
        "merchant-resume:1:attach",
        "merchant-resume:1:customer",
        undefined,
        "merchant-resume:1:subscription",
        "merchant-resume:1:pay",
        undefined,
      ]);
      expect(stripe.recorded[0]?.params).toEqual({ customer: "cus_TkX2mQ8rLp4vNa" });
      expect(stripe.recorded[1]?.params).toEqual({ "invoice_settings[default_payment_method]": "pm_card_mastercard" });
      expect(stripe.recorded[2]?.params).toEqual({ "expand[0]": "latest_invoice" });
      expect(stripe.recorded[3]?.params).toEqual({ default_payment_method: "pm_card_mastercard" });
      expect(stripe.recorded[4]?.params).toEqual({ payment_method: "pm_card_mastercard" });
      expect(resumed).toMatchObject({ subscriptionId: "sub_past_due_1", status: "past_due" });
    });

    it("answers a decline of the open invoice as SubscriptionDeclined", async () => {
      const attempt = billing().resume({
        customerId: "cus_1",
        subscriptionId: "sub_past_due_2",
        paymentMethodId: "pm_card_chargeDeclined",
        monthlyPriceCents: 500,
        idempotencyKey: "merchant-resume:2",
      });
      await expect(attempt).rejects.toThrow(SubscriptionDeclined);
    });

    it("starts a new subscription for the customer when the old one was canceled", async () => {
      const resumed = await billing().resume({
        customerId: "cus_TkX2mQ8rLp4vNa",
        subscriptionId: "sub_canceled_1",
        paymentMethodId: "pm_card_visa",
        monthlyPriceCents: 500,
        idempotencyKey: "merchant-resume:3",
      });
      expect(calls().slice(2)).toEqual(["GET /v1/subscriptions/sub_canceled_1", "POST /v1/products", "POST /v1/subscriptions"]);
      expect(stripe.recorded[4]).toMatchObject({
        idempotencyKey: "merchant-resume:3:subscription",
        params: {
          customer: "cus_TkX2mQ8rLp4vNa",
          payment_behavior: "error_if_incomplete",
          default_payment_method: "pm_card_visa",
        },
      });
      expect(resumed.subscriptionId).toBe(stripe.recorded[4]?.answer?.id);
      expect(resumed.subscriptionId).not.toBe("sub_canceled_1");
    });

    it("cancels a subscription at once, and takes one Stripe no longer knows as canceled", async () => {
      await billing().cancel("sub_1QmT8gLkdIwHu7ixWm3Nb4Vc");
      expect(stripe.recorded[0]).toMatchObject({
        method: "DELETE",
        path: "/v1/subscriptions/sub_1QmT8gLkdIwHu7ixWm3Nb4Vc",
        idempotencyKey: "cancel:sub_1QmT8gLkdIwHu7ixWm3Nb4Vc",
      });
      await expect(billing().cancel("sub_missing_1")).resolves.toBeUndefined();
    });

    it("sets a subscription to end with its paid month, and takes it back, with Stripe's cancel_at_period_end", async () => {
      const ending = await billing().setCancelAtPeriodEnd({
        subscriptionId: "sub_1QmT8gLkdIwHu7ixWm3Nb4Vc",
        cancelAtPeriodEnd: true,
        idempotencyKey: "merchant-end:1:true",
      });
      expect(stripe.recorded[0]).toMatchObject({
        method: "POST",
        path: "/v1/subscriptions/sub_1QmT8gLkdIwHu7ixWm3Nb4Vc",
        idempotencyKey: "merchant-end:1:true",
        params: { cancel_at_period_end: "true" },
      });
      const answer = stripe.recorded[0]?.answer as { items: { data: Array<{ current_period_end: number }> } };
      expect(ending.currentPeriodEnd).toEqual(new Date(answer.items.data[0]!.current_period_end * 1000));
      await billing().setCancelAtPeriodEnd({
        subscriptionId: "sub_1QmT8gLkdIwHu7ixWm3Nb4Vc",
        cancelAtPeriodEnd: false,
        idempotencyKey: "merchant-end:1:false",
      });
      expect(stripe.recorded[1]?.params).toEqual({ cancel_at_period_end: "false" });
    });

    it("checks a new card with a SetupIntent, then makes it the customer's and the subscription's default", async () => {
      const card = await billing().changeCard({
        customerId: "cus_TkX2mQ8rLp4vNa",
        subscriptionId: "sub_1QmT8gLkdIwHu7ixWm3Nb4Vc",
        paymentMethodId: "pm_card_mastercard",
        idempotencyKey: "merchant-card:1",
      });
      expect(calls()).toEqual([
        "POST /v1/setup_intents",
        "POST /v1/customers/cus_TkX2mQ8rLp4vNa",
        "POST /v1/subscriptions/sub_1QmT8gLkdIwHu7ixWm3Nb4Vc",
        "GET /v1/payment_methods/pm_card_mastercard",
      ]);
      expect(stripe.recorded[0]).toMatchObject({
        idempotencyKey: "merchant-card:1:setup",
        params: {
          customer: "cus_TkX2mQ8rLp4vNa",
          payment_method: "pm_card_mastercard",
          confirm: "true",
          usage: "off_session",
        },
      });
      expect(stripe.recorded[1]?.params).toEqual({ "invoice_settings[default_payment_method]": "pm_card_mastercard" });
      expect(stripe.recorded[2]?.params).toEqual({ default_payment_method: "pm_card_mastercard" });
      const method = stripe.recorded[3]?.answer as { card: { brand: string; last4: string } };
      expect(card).toEqual({ brand: method.card.brand, last4: method.card.last4 });
    });

    it("refuses a card that needs its holder present for every renewal, as incomplete", async () => {
      const attempt = billing().changeCard({
        customerId: "cus_TkX2mQ8rLp4vNa",
        subscriptionId: "sub_1QmT8gLkdIwHu7ixWm3Nb4Vc",
        paymentMethodId: "pm_card_authenticationRequired",
        idempotencyKey: "merchant-card:3",
      });
      await expect(attempt).rejects.toThrow(SubscriptionDeclined);
      expect(calls()).toEqual(["POST /v1/setup_intents"]);
    });

    it("leaves the old card in place when the new one is declined", async () => {
      const attempt = billing().changeCard({
        customerId: "cus_TkX2mQ8rLp4vNa",
        subscriptionId: "sub_1QmT8gLkdIwHu7ixWm3Nb4Vc",
        paymentMethodId: "pm_card_chargeDeclined",
        idempotencyKey: "merchant-card:2",
      });
      await expect(attempt).rejects.toThrow(SubscriptionDeclined);
      await expect(attempt).rejects.toThrow("Your card was declined.");
      expect(calls()).toEqual(["POST /v1/setup_intents"]);
    });
  });
}
