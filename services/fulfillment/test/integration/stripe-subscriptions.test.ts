import { StripeSubscriptions } from "@highcotton/billing";
import { createStripeClient } from "@highcotton/billing/stripe";
import { type StripeBillingProxy, startStripeBillingProxy, startStripeMock, testDatabase } from "@highcotton/kit/testing";
import { MerchantSubscribedSchema } from "@highcotton/proto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { merchants } from "../../src/db/schema.ts";
import { MERCHANT_PRODUCT } from "../../src/subscriptions/create-providers.ts";
import { type FulfillmentHarness, merchantForm, startFulfillmentHarness } from "../support/fulfillment-harness.ts";
import { merchantSteps } from "../support/merchant-steps.ts";

// Decided while the file is collected, so a missing stripe-mock shows as a named skip. The first
// run may build it with Go; later runs start it from .cache/stripe-mock. The adapter itself is
// tested in billing (packages/billing/test/integration/stripe-subscriptions.test.ts).
const stripeMock = await startStripeMock();

if ("skip" in stripeMock) {
  console.warn(`Merchants billed by Stripe: tests skipped: ${stripeMock.skip}`);
  describe.skip(`merchants billed by Stripe (skipped: ${stripeMock.skip})`, () => {
    it("needs stripe-mock", () => {});
  });
} else {
  let stripe: StripeBillingProxy;

  beforeAll(async () => {
    stripe = await startStripeBillingProxy(stripeMock.url);
    return async () => {
      await stripe.stop();
      await stripeMock.stop();
    };
  });

  beforeEach(() => stripe.clear());

  const billing = () =>
    new StripeSubscriptions(createStripeClient("sk_test_51HighCottonBillingMock", stripe.url), { product: MERCHANT_PRODUCT });

  const postgres = testDatabase("fulfillment_stripe_billing");

  postgres.describe("merchants billed by Stripe", (open) => {
    let harness: FulfillmentHarness;
    let steps: ReturnType<typeof merchantSteps>;

    beforeAll(async () => {
      harness = await startFulfillmentHarness(open, {
        deps: { subscriptions: billing(), offline: undefined, stripePublishableKey: "pk_test_51HighCotton" },
      });
      steps = merchantSteps(harness);
      return () => harness.stop();
    });

    beforeEach(() => harness.reset());

    it("signs a merchant up with Stripe's customer and subscription", async () => {
      const account = await harness.account("merchant");
      const created = await steps.createMerchant(merchantForm(), account.headers);
      expect(created.errors).toBeUndefined();
      const subscription = stripe.recorded.find((entry) => entry.path === "/v1/subscriptions")?.answer as {
        id: string;
        customer: string;
      };
      expect(created.data?.createMerchant).toMatchObject({
        subscriptionProvider: "stripe",
        providerSubscriptionId: subscription.id,
        providerCustomerId: subscription.customer,
        isActive: true,
      });
      const customer = stripe.recorded.find((entry) => entry.path === "/v1/customers");
      expect(stripe.recorded.find((entry) => entry.path === "/v1/products")?.params).toEqual({
        id: "highcotton_merchant_subscription",
        name: "High Cotton print merchant subscription",
      });
      expect(stripe.recorded.find((entry) => entry.path === "/v1/subscriptions")?.params).toMatchObject({
        "items[0][price_data][unit_amount]": "500",
      });
      expect(customer?.params.email).toBe(`${account.username}@example.test`);
      expect(customer?.idempotencyKey).toBe(`merchant-signup:${account.userId}:pm_card_visa:customer`);
      expect(await harness.published(MerchantSubscribedSchema)).toMatchObject([{ data: { provider: "stripe" } }]);
    });

    it("stores nothing when Stripe declines the card", async () => {
      const account = await harness.account("merchant");
      const declined = await steps.createMerchant(merchantForm({ paymentMethodId: "pm_card_chargeDeclined" }), account.headers);
      expect(declined.errors?.[0]).toMatchObject({
        message: "Your card was declined.",
        extensions: { code: "PAYMENT_REQUIRED" },
      });
      expect(await harness.database.db.select().from(merchants)).toEqual([]);
    });

    it("serves the publishable key to the sign-up page, and no offline card form", async () => {
      expect((await steps.paymentSettings()).data?.merchantPaymentSettings).toEqual({
        cardProvider: "stripe",
        stripePublishableKey: "pk_test_51HighCotton",
        monthlyFee: "5.00",
      });
      const form = await steps.saveCard({ number: "4242424242424242" });
      expect(form.errors?.[0]).toMatchObject({ extensions: { code: "NOT_FOUND" } });
    });
  });
}
