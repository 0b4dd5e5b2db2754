import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createStripeClient } from "@highcotton/kit/stripe";
import { startStripeMock, testDatabaseKinds } from "@highcotton/kit/testing";
import { MerchantSubscribedSchema } from "@highcotton/proto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { merchants } from "../../src/db/schema.ts";
import { PaymentMethodInvalid, SubscriptionDeclined } from "../../src/subscriptions/ports.ts";
import { MERCHANT_PRODUCT_ID, StripeSubscriptions } from "../../src/subscriptions/stripe-subscriptions.ts";
import { type FulfillmentHarness, merchantForm, startFulfillmentHarness } from "../support/fulfillment-harness.ts";
import { merchantSteps } from "../support/merchant-steps.ts";

// Decided while the file is collected, so a missing stripe-mock shows as a named skip. The first
// run may build it with Go; later runs start it from .cache/stripe-mock.
const stripeMock = await startStripeMock();

/** A request as it reached Stripe's API, and what came back. */
interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, string>;
  answer: Record<string, unknown> | null;
}

if ("skip" in stripeMock) {
  console.warn(`Stripe Billing adapter tests skipped: ${stripeMock.skip}`);
  describe.skip(`Stripe Billing adapter against stripe-mock (skipped: ${stripeMock.skip})`, () => {
    it("needs stripe-mock", () => {});
  });
} else {
  const secretKey = "sk_test_51HighCottonBillingMock";
  let proxy: Server;
  let apiUrl: string;
  let recorded: Recorded[] = [];
  /** As after another process made the product: Stripe answers that it exists. */
  let productExists = false;

  const stripeError = (status: number, error: Record<string, string>) => ({ status, body: { error } });

  /**
   * What stripe-mock cannot play (it answers canned objects): declines, unknown payment methods,
   * subscriptions in a given state. Anything else is passed through.
   */
  function scripted(method: string, path: string, params: URLSearchParams) {
    const paymentMethod = params.get("payment_method") ?? params.get("default_payment_method") ?? "";
    if (method === "POST" && paymentMethod === "pm_card_chargeDeclined" && path === "/v1/subscriptions") {
      return stripeError(402, {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      });
    }
    if (method === "POST" && paymentMethod === "pm_card_chargeDeclined" && path.startsWith("/v1/invoices/")) {
      return stripeError(402, { type: "card_error", code: "card_declined", message: "Your card was declined." });
    }
    if (method === "POST" && path === "/v1/customers" && paymentMethod.startsWith("pm_missing")) {
      return stripeError(400, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "payment_method",
        message: `No such PaymentMethod: '${paymentMethod}'`,
      });
    }
    if (method === "POST" && path === "/v1/customers" && paymentMethod.startsWith("pm_reused")) {
      // The same card's idempotency key, sent again with other details (another name or email).
      return stripeError(400, {
        type: "idempotency_error",
        message: "Keys for idempotent requests can only be used with the same parameters they were first used with.",
      });
    }
    if (method === "POST" && path === "/v1/products" && productExists) {
      return stripeError(400, {
        type: "invalid_request_error",
        code: "resource_already_exists",
        message: "Product already exists.",
      });
    }
    if (method === "DELETE" && path.startsWith("/v1/subscriptions/sub_missing")) {
      return stripeError(404, { type: "invalid_request_error", code: "resource_missing", message: "No such subscription" });
    }
    return null;
  }

  /** stripe-mock's canned subscription, in the state the id names. */
  function rewrite(path: string, answer: Record<string, unknown>): Record<string, unknown> {
    const state = /^\/v1\/subscriptions\/sub_(past_due|canceled)/.exec(path)?.[1];
    if (!state) return answer;
    const invoice = answer.latest_invoice as Record<string, unknown> | string | null;
    return {
      ...answer,
      id: path.split("/").pop(),
      status: state,
      ...(invoice && typeof invoice === "object" && { latest_invoice: { ...invoice, status: "open" } }),
    };
  }

  beforeAll(async () => {
    proxy = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const body = Buffer.concat(chunks);
        const url = new URL(incoming.url ?? "/", "http://proxy");
        const params = new URLSearchParams(incoming.method === "POST" ? body.toString() : url.search);
        const entry: Recorded = {
          method: incoming.method ?? "GET",
          path: url.pathname,
          idempotencyKey: incoming.headers["idempotency-key"] as string | undefined,
          params: Object.fromEntries(params),
          answer: null,
        };
        recorded.push(entry);
        const reply = (status: number, answer: Record<string, unknown>) => {
          entry.answer = answer;
          outgoing.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer));
        };
        const canned = scripted(entry.method, entry.path, params);
        if (canned) return reply(canned.status, canned.body);
        const target = new URL(incoming.url ?? "/", stripeMock.url);
        const forwarded = request(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
          const parts: Buffer[] = [];
          answer.on("data", (part: Buffer) => parts.push(part));
          answer.on("end", () =>
            reply(answer.statusCode ?? 502, rewrite(entry.path, JSON.parse(Buffer.concat(parts).toString()))),
          );
        });
        forwarded.on("error", (error) => outgoing.writeHead(502).end(String(error)));
        forwarded.end(body);
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    apiUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    return async () => {
      await new Promise((resolve) => proxy.close(resolve));
      await stripeMock.stop();
    };
  });

  beforeEach(() => {
    recorded = [];
    productExists = false;
  });

  const billing = (options: { priceId?: string } = {}) => new StripeSubscriptions(createStripeClient(secretKey, apiUrl), options);
  const subscribeInput = (overrides: Partial<Parameters<StripeSubscriptions["subscribe"]>[0]> = {}) => ({
    paymentMethodId: "pm_card_visa",
    email: "inkhouse@example.test",
    businessName: "Ink House Printing",
    monthlyFeeCents: 500,
    idempotencyKey: "merchant-signup:5f0c3a1e:pm_card_visa",
    metadata: { userId: "5f0c3a1e-9b2d-4e8f-a7c6-1d2e3f4a5b6c" },
    ...overrides,
  });
  const calls = () => recorded.map((entry) => `${entry.method} ${entry.path}`);

  describe("Stripe Billing adapter against stripe-mock", () => {
    it("makes a customer with the card as default, the product once, and a $5 monthly subscription paid at once", async () => {
      const adapter = billing();
      const started = await adapter.subscribe(subscribeInput());
      expect(calls()).toEqual(["POST /v1/customers", "POST /v1/products", "POST /v1/subscriptions"]);
      const [customer, product, subscription] = recorded;
      expect(product).toMatchObject({
        idempotencyKey: `product:${MERCHANT_PRODUCT_ID}`,
        params: { id: MERCHANT_PRODUCT_ID, name: "High Cotton print merchant subscription" },
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
        "items[0][price_data][product]": MERCHANT_PRODUCT_ID,
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

      recorded = [];
      await adapter.subscribe(subscribeInput({ idempotencyKey: "merchant-signup:another" }));
      expect(calls()).toEqual(["POST /v1/customers", "POST /v1/subscriptions"]);
    });

    it("subscribes to STRIPE_MERCHANT_PRICE_ID when one is set, and sends no email it does not know", async () => {
      await billing({ priceId: "price_1QmT8gLkdIwHu7ixH2j3K4l5" }).subscribe(subscribeInput({ email: null }));
      expect(calls()).toEqual(["POST /v1/customers", "POST /v1/subscriptions"]);
      expect(recorded[0]?.params).not.toHaveProperty("email");
      expect(recorded[1]?.params).toMatchObject({ "items[0][price]": "price_1QmT8gLkdIwHu7ixH2j3K4l5" });
      expect(Object.keys(recorded[1]?.params ?? {}).some((key) => key.includes("price_data"))).toBe(false);
    });

    it("uses the product another process made", async () => {
      productExists = true;
      await billing().subscribe(subscribeInput());
      expect(recorded[2]?.params["items[0][price_data][product]"]).toBe(MERCHANT_PRODUCT_ID);
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

    it("turns a card sent again with other details into PaymentMethodInvalid, so the merchant enters it again", async () => {
      await expect(billing().subscribe(subscribeInput({ paymentMethodId: "pm_reused_1" }))).rejects.toThrow(PaymentMethodInvalid);
      expect(calls()).toEqual(["POST /v1/customers"]);
    });

    it("pays a past-due subscription's open invoice with the new card", async () => {
      const resumed = await billing().resume({
        customerId: "cus_TkX2mQ8rLp4vNa",
        subscriptionId: "sub_past_due_1",
        paymentMethodId: "pm_card_mastercard",
        monthlyFeeCents: 500,
        idempotencyKey: "merchant-resume:1",
      });
      const openInvoice = recorded[2]?.answer?.latest_invoice as { id: string };
      expect(calls()).toEqual([
        "POST /v1/payment_methods/pm_card_mastercard/attach",
        "POST /v1/customers/cus_TkX2mQ8rLp4vNa",
        "GET /v1/subscriptions/sub_past_due_1",
        "POST /v1/subscriptions/sub_past_due_1",
        `POST /v1/invoices/${openInvoice.id}/pay`,
        "GET /v1/subscriptions/sub_past_due_1",
      ]);
      expect(recorded.map((entry) => entry.idempotencyKey)).toEqual([
        "merchant-resume:1:attach",
        "merchant-resume:1:customer",
        undefined,
        "merchant-resume:1:subscription",
        "merchant-resume:1:pay",
        undefined,
      ]);
      expect(recorded[0]?.params).toEqual({ customer: "cus_TkX2mQ8rLp4vNa" });
      expect(recorded[1]?.params).toEqual({ "invoice_settings[default_payment_method]": "pm_card_mastercard" });
      expect(recorded[2]?.params).toEqual({ "expand[0]": "latest_invoice" });
      expect(recorded[3]?.params).toEqual({ default_payment_method: "pm_card_mastercard" });
      expect(recorded[4]?.params).toEqual({ payment_method: "pm_card_mastercard" });
      expect(resumed).toMatchObject({ subscriptionId: "sub_past_due_1", status: "past_due" });
    });

    it("answers a decline of the open invoice as SubscriptionDeclined", async () => {
      const attempt = billing().resume({
        customerId: "cus_1",
        subscriptionId: "sub_past_due_2",
        paymentMethodId: "pm_card_chargeDeclined",
        monthlyFeeCents: 500,
        idempotencyKey: "merchant-resume:2",
      });
      await expect(attempt).rejects.toThrow(SubscriptionDeclined);
    });

    it("starts a new subscription for the customer when the old one was canceled", async () => {
      const resumed = await billing().resume({
        customerId: "cus_TkX2mQ8rLp4vNa",
        subscriptionId: "sub_canceled_1",
        paymentMethodId: "pm_card_visa",
        monthlyFeeCents: 500,
        idempotencyKey: "merchant-resume:3",
      });
      expect(calls().slice(2)).toEqual(["GET /v1/subscriptions/sub_canceled_1", "POST /v1/products", "POST /v1/subscriptions"]);
      expect(recorded[4]).toMatchObject({
        idempotencyKey: "merchant-resume:3:subscription",
        params: {
          customer: "cus_TkX2mQ8rLp4vNa",
          payment_behavior: "error_if_incomplete",
          default_payment_method: "pm_card_visa",
        },
      });
      expect(resumed.subscriptionId).toBe(recorded[4]?.answer?.id);
      expect(resumed.subscriptionId).not.toBe("sub_canceled_1");
    });

    it("cancels a subscription at once, and takes one Stripe no longer knows as canceled", async () => {
      await billing().cancel("sub_1QmT8gLkdIwHu7ixWm3Nb4Vc");
      expect(recorded[0]).toMatchObject({
        method: "DELETE",
        path: "/v1/subscriptions/sub_1QmT8gLkdIwHu7ixWm3Nb4Vc",
        idempotencyKey: "cancel:sub_1QmT8gLkdIwHu7ixWm3Nb4Vc",
      });
      await expect(billing().cancel("sub_missing_1")).resolves.toBeUndefined();
    });
  });

  const stores = testDatabaseKinds("fulfillment_stripe_billing");
  afterAll(() => stores.stop());

  describe.each(stores.kinds)("merchants billed by Stripe on %s", (_label, open) => {
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
      const subscription = recorded.find((entry) => entry.path === "/v1/subscriptions")?.answer as {
        id: string;
        customer: string;
      };
      expect(created.data?.createMerchant).toMatchObject({
        subscriptionProvider: "stripe",
        providerSubscriptionId: subscription.id,
        providerCustomerId: subscription.customer,
        isActive: true,
      });
      const customer = recorded.find((entry) => entry.path === "/v1/customers");
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
