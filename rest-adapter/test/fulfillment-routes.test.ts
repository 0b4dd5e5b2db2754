import { messages as commerceMessages } from "@highcotton/commerce/contract";
import { messages, trackingMessages } from "@highcotton/fulfillment/contract";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../src/openapi.ts";
import { routes } from "../src/routes/index.ts";
import { refusal, useStandInGateway } from "./support/stand-in-gateway.ts";

// Fulfillment's calls against a stand-in gateway: what each sends to the graph, the bodies it
// answers (a lead's `id` is its order id), what the edge refuses first, and how refusals pass through.

const ORDER_ID = "3f2a9c1e-5b7d-4e8f-a0b1-c2d3e4f5a6b7";
const AUTH = { authorization: "Bearer t" };

const merchant = {
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  userId: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
  businessName: "Ink House Printing",
  address: "3100 Brighton Blvd",
  city: "Denver",
  state: "CO",
  zip: "80216",
  contactEmail: "print@inkhouse.test",
  contactPhone: null,
  subscriptionProvider: "offline",
  providerCustomerId: "cus_offline_1",
  providerSubscriptionId: "sub_offline_1",
  subscriptionStatus: "active",
  currentPeriodEnd: "2025-02-01T00:00:00.000Z",
  cancelAtPeriodEnd: false,
  cardBrand: "visa",
  cardLast4: "4242",
  monthlyFee: "5.00",
  totalRevenue: "32.00",
  availableBalance: "32.00",
  ordersFulfilled: 1,
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
};

const lead = {
  orderId: ORDER_ID,
  shortId: "3F2A9C1E",
  status: "pending",
  customerName: "Ada Lovelace",
  shippingCity: "Denver",
  shippingState: "CO",
  shippingAddress: null,
  shippingZip: null,
  customerEmail: null,
  items: [
    {
      designId: "5c1e9a2b-7d3f-4e8a-b6c0-1f2e3d4c5b6a",
      designName: "Sunset",
      frontImageUrl: "/media/a.webp",
      printFileUrl: null,
      size: "M",
      quantity: 2,
    },
  ],
  shirtCount: 2,
  merchantEarnings: "32.00",
  inYourState: true,
  placedAt: "2025-01-02T00:00:00.000Z",
  acceptedAt: null,
  fulfilledAt: null,
  tracking: null,
};
const assigned = {
  ...lead,
  status: "assigned",
  shippingAddress: "1 Main St",
  shippingZip: "80202",
  customerEmail: "ada@example.com",
  items: [{ ...lead.items[0], printFileUrl: "/media/a-print.png" }],
  acceptedAt: "2025-01-03T00:00:00.000Z",
};

const form = {
  businessName: "Ink House Printing",
  address: "3100 Brighton Blvd",
  city: "Denver",
  state: "co",
  zip: "80216",
  paymentMethodId: "pm_card_visa",
};

const gateway = useStandInGateway();
const { sent, call } = gateway;

describe("GET /api/merchant", () => {
  it("answers the caller's merchant, 404 with SPEC's message when there is none, and 401 without a token", async () => {
    const found = await call("GET", "/api/merchant", { headers: AUTH, data: { myMerchant: merchant } });
    expect(found).toMatchObject({ status: 200, body: merchant });
    expect(found.sent?.request.operationName).toBe("MyMerchant");
    expect(found.sent?.headers.authorization).toBe("Bearer t");

    expect(await call("GET", "/api/merchant", { headers: AUTH, data: { myMerchant: null } })).toMatchObject({
      status: 404,
      body: { message: messages.merchantNotFound },
    });
    sent.length = 0;
    expect(await call("GET", "/api/merchant")).toMatchObject({ status: 401, sent: undefined });
    gateway.answer = refusal("UNAUTHENTICATED", messages.signInRequired);
    expect(await call("GET", "/api/merchant", { headers: AUTH })).toMatchObject({
      status: 401,
      body: { message: messages.signInRequired },
    });
  });
});

describe("POST /api/merchants", () => {
  it("sends SPEC's form and answers 201 with the subscribed merchant", async () => {
    const created = await call("POST", "/api/merchants", {
      headers: AUTH,
      body: { ...form, contactPhone: "(303) 555-0142", extra: "ignored" },
      data: { createMerchant: merchant },
    });
    expect(created).toMatchObject({ status: 201, body: merchant });
    expect(created.sent?.request).toMatchObject({
      operationName: "CreateMerchant",
      variables: { input: { ...form, state: "CO", contactPhone: "(303) 555-0142" } },
    });
  });

  it("sends a missing or blank phone as null", async () => {
    const blank = await call("POST", "/api/merchants", {
      headers: AUTH,
      body: { ...form, contactPhone: " " },
      data: { createMerchant: merchant },
    });
    expect(blank.sent?.request.variables).toEqual({ input: { ...form, state: "CO", contactPhone: null } });
  });

  it.each([
    [{ businessName: "" }, messages.businessNameRequired],
    [{ businessName: "x".repeat(101) }, messages.businessNameTooLong],
    [{ businessName: "Ink\u0000House" }, "Business name must not contain NUL characters"],
    [{ businessName: 42 }, "Business name must be a string"],
    [{ address: " " }, messages.addressRequired],
    [{ address: "x".repeat(100_000) }, "Street address must be at most 200 characters"],
    [{ city: undefined }, messages.cityRequired],
    [{ state: "" }, messages.stateRequired],
    [{ state: "Colorado" }, messages.stateLength],
    [{ state: "C1" }, messages.stateLength],
    [{ state: "ZZ" }, messages.stateLength],
    [{ zip: undefined }, messages.zipRequired],
    [{ zip: "802" }, messages.zipInvalid],
    [{ paymentMethodId: undefined }, messages.paymentMethodRequired],
    [{ paymentMethodId: "tok_visa" }, messages.paymentMethodRequired],
    [{ paymentMethodId: `pm_${"x".repeat(300)}` }, messages.paymentMethodRequired],
    [{ contactPhone: "call me" }, messages.phoneInvalid],
  ])("refuses %o with 400 before asking the graph", async (overrides, message) => {
    const result = await call("POST", "/api/merchants", { headers: AUTH, body: { ...form, ...overrides } });
    expect({ status: result.status, body: result.body }).toEqual({ status: 400, body: { message } });
    expect(result.sent).toBeUndefined();
  });

  it.each([
    ["UNAUTHENTICATED", 401, messages.signInRequired],
    ["FORBIDDEN", 403, messages.merchantsOnly],
    ["PAYMENT_REQUIRED", 402, "Your card was declined."],
    ["CONFLICT", 409, messages.alreadyHasMerchant],
    ["BAD_USER_INPUT", 400, "That card could not be used. Please enter it again."],
  ])("passes the graph's %s on as %i with its message", async (code, status, message) => {
    gateway.answer = refusal(code, message);
    expect(await call("POST", "/api/merchants", { headers: AUTH, body: form })).toMatchObject({ status, body: { message } });
  });

  it("needs a token before reading the form", async () => {
    expect(await call("POST", "/api/merchants", { body: {} })).toMatchObject({ status: 401, sent: undefined });
  });
});

describe("POST /api/merchant/subscription", () => {
  it("resumes with a new card; an active one is 409", async () => {
    const resumed = await call("POST", "/api/merchant/subscription", {
      headers: AUTH,
      body: { paymentMethodId: "pm_card_mastercard" },
      data: { resumeMerchantSubscription: merchant },
    });
    expect(resumed).toMatchObject({ status: 200, body: merchant });
    expect(resumed.sent?.request.variables).toEqual({ paymentMethodId: "pm_card_mastercard" });

    gateway.answer = refusal("CONFLICT", messages.subscriptionAlreadyActive);
    expect(
      await call("POST", "/api/merchant/subscription", { headers: AUTH, body: { paymentMethodId: "pm_card_visa" } }),
    ).toMatchObject({ status: 409, body: { message: messages.subscriptionAlreadyActive } });
    sent.length = 0;
    expect(
      await call("POST", "/api/merchant/subscription", { headers: AUTH, body: { paymentMethodId: "card_1" } }),
    ).toMatchObject({
      status: 400,
      body: { message: messages.paymentMethodRequired },
      sent: undefined,
    });
  });

  it("keeps a subscription canceled at period end with no card", async () => {
    const kept = await call("POST", "/api/merchant/subscription", {
      headers: AUTH,
      data: { resumeMerchantSubscription: merchant },
    });
    expect(kept).toMatchObject({ status: 200, body: merchant });
    expect(kept.sent?.request.variables).toEqual({ paymentMethodId: null });
  });
});

describe("POST /api/merchant/subscription/cancel and /card", () => {
  it("cancels at period end with no body; twice is 409", async () => {
    const ending = { ...merchant, cancelAtPeriodEnd: true };
    const canceled = await call("POST", "/api/merchant/subscription/cancel", {
      headers: AUTH,
      data: { cancelMerchantSubscription: ending },
    });
    expect(canceled).toMatchObject({ status: 200, body: ending });
    expect(canceled.sent?.request.operationName).toBe("CancelMerchantSubscription");
    gateway.answer = refusal("CONFLICT", messages.subscriptionAlreadyEnding);
    expect(await call("POST", "/api/merchant/subscription/cancel", { headers: AUTH })).toMatchObject({
      status: 409,
      body: { message: messages.subscriptionAlreadyEnding },
    });
    sent.length = 0;
    expect(await call("POST", "/api/merchant/subscription/cancel", {})).toMatchObject({ status: 401, sent: undefined });
  });

  it("changes the card with a pm_… id; a decline is 402 with the provider's message", async () => {
    const changed = { ...merchant, cardBrand: "mastercard", cardLast4: "4444" };
    const answer = await call("POST", "/api/merchant/subscription/card", {
      headers: AUTH,
      body: { paymentMethodId: "pm_card_mastercard" },
      data: { changeMerchantCard: changed },
    });
    expect(answer).toMatchObject({ status: 200, body: changed });
    expect(answer.sent?.request.variables).toEqual({ paymentMethodId: "pm_card_mastercard" });
    gateway.answer = refusal("PAYMENT_REQUIRED", "Your card was declined.");
    expect(
      await call("POST", "/api/merchant/subscription/card", {
        headers: AUTH,
        body: { paymentMethodId: "pm_card_chargeDeclined" },
      }),
    ).toMatchObject({ status: 402, body: { message: "Your card was declined." } });
    sent.length = 0;
    expect(await call("POST", "/api/merchant/subscription/card", { headers: AUTH, body: {} })).toMatchObject({
      status: 400,
      body: { message: messages.paymentMethodRequired },
      sent: undefined,
    });
  });
});

describe("GET /api/merchants/orders", () => {
  it("answers the three lists with each lead's order id as its id too", async () => {
    const result = await call("GET", "/api/merchants/orders", {
      headers: AUTH,
      data: { merchantOrders: { pending: [lead], active: [assigned], fulfilled: [] } },
    });
    expect(result).toEqual({
      status: 200,
      body: { pending: [{ id: ORDER_ID, ...lead }], active: [{ id: ORDER_ID, ...assigned }], fulfilled: [] },
      headers: expect.any(Object),
      sent: expect.objectContaining({ request: expect.objectContaining({ operationName: "MerchantOrders" }) }),
    });
  });

  it("asks for `limit` pending leads, all of them (null) when SPEC's call names none, and refuses a limit out of range", async () => {
    const data = { merchantOrders: { pending: [], active: [], fulfilled: [] } };
    await call("GET", "/api/merchants/orders?limit=25", { headers: AUTH, data });
    await call("GET", "/api/merchants/orders", { headers: AUTH, data });
    expect(gateway.sent.map((sent) => sent.request.variables)).toEqual([{ first: 25 }, { first: null }]);
    expect(await call("GET", "/api/merchants/orders?limit=101", { headers: AUTH, data })).toMatchObject({
      status: 400,
      body: { message: messages.pendingFirstInvalid },
    });
  });

  it("is 404 without a merchant", async () => {
    gateway.answer = refusal("NOT_FOUND", messages.merchantNotFound);
    expect(await call("GET", "/api/merchants/orders", { headers: AUTH })).toMatchObject({ status: 404 });
  });
});

describe("accepting and fulfilling", () => {
  it("accepts with no body and answers the lead with its id", async () => {
    const accepted = await call("POST", `/api/orders/${ORDER_ID}/accept`, { headers: AUTH, data: { acceptOrder: assigned } });
    expect(accepted).toMatchObject({ status: 200, body: { id: ORDER_ID, ...assigned } });
    expect(accepted.sent?.request).toMatchObject({ operationName: "AcceptOrder", variables: { orderId: ORDER_ID } });

    gateway.answer = refusal("CONFLICT", messages.alreadyAccepted);
    expect(await call("POST", `/api/orders/${ORDER_ID}/accept`, { headers: AUTH })).toMatchObject({
      status: 409,
      body: { message: messages.alreadyAccepted },
    });
  });

  it("fulfils; another merchant's order is 403", async () => {
    const fulfilled = { ...assigned, status: "fulfilled", fulfilledAt: "2025-01-04T00:00:00.000Z" };
    const result = await call("POST", `/api/orders/${ORDER_ID}/fulfill`, { headers: AUTH, data: { fulfillOrder: fulfilled } });
    expect(result).toMatchObject({ status: 200, body: { id: ORDER_ID, status: "fulfilled" } });
    expect(result.sent?.request).toMatchObject({
      operationName: "FulfillOrder",
      variables: { orderId: ORDER_ID, tracking: null },
    });

    gateway.answer = refusal("FORBIDDEN", messages.notYourOrder);
    expect(await call("POST", `/api/orders/${ORDER_ID}/fulfill`, { headers: AUTH })).toMatchObject({ status: 403 });
  });

  it("passes the carrier and tracking number on, refusing an unknown carrier or a huge number itself", async () => {
    const tracking = {
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    };
    const fulfilled = { ...assigned, status: "fulfilled", fulfilledAt: "2025-01-04T00:00:00.000Z", tracking };
    const result = await call("POST", `/api/orders/${ORDER_ID}/fulfill`, {
      headers: AUTH,
      body: { carrier: "ups", trackingNumber: "1z 999 aa1 01 2345 6784" },
      data: { fulfillOrder: fulfilled },
    });
    expect(result).toMatchObject({ status: 200, body: { tracking } });
    expect(result.sent?.request.variables).toEqual({
      orderId: ORDER_ID,
      tracking: { carrier: "ups", trackingNumber: "1z 999 aa1 01 2345 6784" },
    });
    // Half of it goes to fulfillment, which names what is missing.
    sent.length = 0;
    const half = await call("POST", `/api/orders/${ORDER_ID}/fulfill`, { headers: AUTH, body: { carrier: "dhl" } });
    expect(half.sent?.request.variables).toEqual({ orderId: ORDER_ID, tracking: { carrier: "dhl", trackingNumber: null } });

    sent.length = 0;
    for (const [payload, message] of [
      [{ carrier: "pigeon", trackingNumber: "123" }, trackingMessages.carrierInvalid],
      [{ carrier: "other", trackingNumber: "x".repeat(100_000) }, trackingMessages.trackingNumberTooLong],
      [{ carrier: "other", trackingNumber: 42 }, trackingMessages.trackingNumberRequired],
    ] as const) {
      expect(await call("POST", `/api/orders/${ORDER_ID}/fulfill`, { headers: AUTH, body: payload })).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect(sent).toHaveLength(0);
  });

  it("leaves a malformed id to the graph, and answers 404 itself only for what no id can be", async () => {
    gateway.answer = refusal("NOT_FOUND", messages.orderNotFound);
    const malformed = await call("POST", "/api/orders/not-an-order/accept", { headers: AUTH });
    expect(malformed).toMatchObject({ status: 404, body: { message: messages.orderNotFound } });
    expect(malformed.sent?.request.variables).toEqual({ orderId: "not-an-order" });

    for (const action of ["accept", "fulfill"]) {
      sent.length = 0;
      const nul = await call("POST", `/api/orders/a%00b/${action}`, { headers: AUTH });
      expect({ status: nul.status, body: nul.body }).toEqual({ status: 404, body: { message: messages.orderNotFound } });
      // Longer than any path segment the server reads: refused before any route runs.
      expect((await call("POST", `/api/orders/${"x".repeat(10_000)}/${action}`, { headers: AUTH })).status).toBe(414);
      expect(sent).toHaveLength(0);
    }
  });

  it("needs a token", async () => {
    expect(await call("POST", `/api/orders/${ORDER_ID}/accept`)).toMatchObject({ status: 401, sent: undefined });
    expect(await call("POST", `/api/orders/${ORDER_ID}/fulfill`)).toMatchObject({ status: 401, sent: undefined });
  });
});

describe("a merchant's withdrawals: /api/merchant/withdrawals", () => {
  const withdrawal = {
    id: "7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f",
    amount: "48.00",
    status: "pending",
    requestedAt: "2025-01-05T00:00:00.000Z",
    processedAt: null,
  };

  it("withdraws with or without a Stripe account (201) and lists the history", async () => {
    const requested = await call("POST", "/api/merchant/withdrawals", {
      headers: AUTH,
      data: { requestMerchantWithdrawal: withdrawal },
    });
    expect(requested).toMatchObject({ status: 201, body: withdrawal });
    expect(requested.sent?.request).toMatchObject({
      operationName: "RequestMerchantWithdrawal",
      variables: { stripeAccountId: null },
    });
    sent.length = 0;
    const toAccount = await call("POST", "/api/merchant/withdrawals", {
      headers: AUTH,
      body: { stripeAccountId: "acct_1Shop" },
      data: { requestMerchantWithdrawal: withdrawal },
    });
    expect(toAccount.sent?.request.variables).toEqual({ stripeAccountId: "acct_1Shop" });

    const listed = await call("GET", "/api/merchant/withdrawals", { headers: AUTH, data: { merchantWithdrawals: [withdrawal] } });
    expect(listed).toMatchObject({ status: 200, body: [withdrawal] });
  });

  it("passes the refusals on, and refuses a Stripe account that is not text before asking", async () => {
    gateway.answer = refusal("BAD_USER_INPUT", commerceMessages.nothingToWithdraw);
    expect(await call("POST", "/api/merchant/withdrawals", { headers: AUTH })).toMatchObject({
      status: 400,
      body: { message: commerceMessages.nothingToWithdraw },
    });
    gateway.answer = refusal("NOT_FOUND", messages.merchantNotFound);
    expect((await call("GET", "/api/merchant/withdrawals", { headers: AUTH })).status).toBe(404);
    sent.length = 0;
    expect(await call("POST", "/api/merchant/withdrawals", { headers: AUTH, body: { stripeAccountId: 42 } })).toMatchObject({
      status: 400,
      body: { message: commerceMessages.stripeAccountIdNotText },
    });
    expect(await call("POST", "/api/merchant/withdrawals")).toMatchObject({ status: 401 });
    expect(sent).toHaveLength(0);
  });
});

describe("POST /api/webhooks/stripe-billing", () => {
  const payload = '{"id": "evt_1",\n "type": "invoice.paid"}';

  it("passes the body byte for byte with its signature, whatever its content type", async () => {
    const result = await call("POST", "/api/webhooks/stripe-billing", {
      payload,
      headers: { "content-type": "text/plain", "stripe-signature": "t=1,v1=abc" },
      data: { receiveStripeBillingWebhook: true },
    });
    expect(result).toMatchObject({ status: 200, body: { received: true } });
    expect(result.sent?.request).toMatchObject({
      operationName: "ReceiveStripeBillingWebhook",
      variables: { payload, signature: "t=1,v1=abc" },
    });
  });

  it("answers 400 without a signature before asking the graph, and passes a refused one on", async () => {
    const missing = await call("POST", "/api/webhooks/stripe-billing", {
      payload,
      headers: { "content-type": "application/json" },
    });
    expect(missing).toMatchObject({ status: 400, body: { message: "Missing Stripe-Signature header" }, sent: undefined });
    gateway.answer = refusal("BAD_USER_INPUT", commerceMessages.webhookSecretMissing);
    expect(
      await call("POST", "/api/webhooks/stripe-billing", {
        payload,
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
      }),
    ).toMatchObject({ status: 400, body: { message: commerceMessages.webhookSecretMissing } });
  });
});

describe("the OpenAPI document", () => {
  // biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON read freely here.
  const document = buildOpenApiDocument(routes) as any;

  it("documents every fulfillment call with its statuses and bodies", () => {
    const operations = {
      "/api/merchant": ["get", ["200", "401", "404"]],
      "/api/merchants": ["post", ["201", "400", "401", "402", "403", "409", "413", "415", "429"]],
      "/api/merchant/subscription": ["post", ["200", "400", "401", "402", "404", "409", "429"]],
      "/api/merchant/subscription/cancel": ["post", ["200", "401", "404", "409"]],
      "/api/merchant/subscription/card": ["post", ["200", "400", "401", "402", "404", "409", "429"]],
      "/api/merchants/orders": ["get", ["200", "400", "401", "404"]],
      "/api/orders/{id}/accept": ["post", ["200", "401", "402", "404", "409", "414"]],
      "/api/orders/{id}/fulfill": ["post", ["200", "400", "401", "403", "404", "409"]],
      "/api/merchant/withdrawals": ["get", ["200", "401", "404"]],
      "/api/webhooks/stripe-billing": ["post", ["200", "400", "413"]],
    } as const;
    for (const [path, [method, statuses]] of Object.entries(operations)) {
      const operation = document.paths[path]?.[method];
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toEqual(expect.arrayContaining([...statuses]));
      expect(operation.tags).toEqual(["fulfillment"]);
    }
    const orders = document.paths["/api/merchants/orders"].get.responses["200"].content["application/json"].schema;
    expect(orders.required).toEqual(["pending", "active", "fulfilled"]);
    expect(orders.properties.pending.items.required).toEqual(expect.arrayContaining(["id", "orderId", "shippingAddress"]));
    const form = document.paths["/api/merchants"].post.requestBody.content["application/json"].schema;
    expect(form.required).toEqual(["businessName", "address", "city", "state", "zip", "paymentMethodId"]);
    expect(document.paths["/api/orders/{id}/accept"].post.parameters[0].schema).toMatchObject({ maxLength: 100 });
    expect(document.paths["/api/orders/{id}/accept"].post.requestBody).toBeUndefined();
    expect(Object.keys(document.paths["/api/merchant/withdrawals"].post.responses)).toEqual(
      expect.arrayContaining(["201", "400", "401", "404"]),
    );
    // SPEC's call sends no body; the tracking is optional.
    expect(document.paths["/api/orders/{id}/fulfill"].post.requestBody).toMatchObject({ required: false });
  });
});
