import { messages as commerceMessages } from "@highcotton/commerce/contract";
import { messages as fulfillmentMessages } from "@highcotton/fulfillment/contract";
import { describe, expect, it } from "vitest";
import { useStandInGateway } from "./support/stand-in-gateway.ts";

// The commerce calls against a stand-in gateway: what each sends to the graph, what the edge
// refuses before the graph is asked, and how the root wallet calls and the raw webhook body are served.

const SESSION = "session_1700000000000_abc123";
const ITEM_ID = "0b6f1a52-8a4e-4f7e-9d3c-2e1f0a9b8c7d";
const DESIGN_ID = "5c1e9a2b-7d3f-4e8a-b6c0-1f2e3d4c5b6a";

const design = { id: DESIGN_ID, name: "Sunset", frontImageUrl: "/media/a.webp", price: "25.00", dispensaryId: null };
const cartItem = { id: ITEM_ID, designId: DESIGN_ID, size: "M", quantity: 2, unitPrice: "25.00", lineTotal: "50.00", design };
const walletOrder = { id: "5O190127TN364715T", status: "CREATED", amount: "50.00", approveUrl: "http://x/wallet/approve/1" };

const gateway = useStandInGateway();
const { sent, call } = gateway;

describe("the cart", () => {
  it("adds a line with SPEC's payload and answers 201 with the line and its design", async () => {
    const result = await call("POST", "/api/cart", {
      body: { sessionId: SESSION, designId: DESIGN_ID, quantity: 2, size: "M", extra: "ignored" },
      data: { addToCart: cartItem },
    });
    expect(result).toMatchObject({ status: 201, body: cartItem });
    expect(result.sent?.request).toMatchObject({
      operationName: "AddToCart",
      variables: { input: { sessionId: SESSION, designId: DESIGN_ID, quantity: 2, size: "M" } },
    });
  });

  it.each([
    [{ quantity: 0 }, commerceMessages.quantityRange],
    [{ quantity: 100 }, commerceMessages.quantityRange],
    [{ quantity: 1.5 }, commerceMessages.quantityRange],
    [{ size: "XXL" }, commerceMessages.sizeInvalid],
    [{ sessionId: "abc" }, "The browser session id is not valid"],
    [{ designId: "nope" }, commerceMessages.designIdInvalid],
  ])("refuses %o with 400 before asking the graph", async (overrides, message) => {
    const result = await call("POST", "/api/cart", { body: { sessionId: SESSION, designId: DESIGN_ID, ...overrides } });
    expect({ status: result.status, body: result.body }).toEqual({ status: 400, body: { message } });
    expect(result.sent).toBeUndefined();
  });

  it("reads the cart as a bare array, by query or by the x-session-id header (forwarded)", async () => {
    const byQuery = await call("GET", `/api/cart?sessionId=${SESSION}`, { data: { cart: { items: [cartItem] } } });
    expect(byQuery).toMatchObject({ status: 200, body: [cartItem] });
    expect(byQuery.sent?.request.variables).toEqual({ sessionId: SESSION });

    sent.length = 0;
    const byHeader = await call("GET", "/api/cart", { headers: { "x-session-id": SESSION }, data: { cart: { items: [] } } });
    expect(byHeader).toMatchObject({ status: 200, body: [] });
    expect(byHeader.sent?.request.variables).toEqual({ sessionId: null });
    expect(byHeader.sent?.headers["x-session-id"]).toBe(SESSION);
  });

  it("refuses a malformed session id in the header", async () => {
    const result = await call("GET", "/api/cart", { headers: { "x-session-id": "session_x" } });
    expect(result).toMatchObject({ status: 400, body: { message: "The browser session id is not valid" } });
  });

  it("passes the graph's refusal on with its status and message", async () => {
    gateway.answer = {
      data: null,
      errors: [{ message: "A browser session id is required", extensions: { code: "BAD_USER_INPUT" } }],
    };
    expect(await call("GET", "/api/cart")).toMatchObject({ status: 400, body: { message: "A browser session id is required" } });
  });

  it("changes a line's quantity, removes a line with 204, and answers 404 for an id that names nothing", async () => {
    const updated = await call("PATCH", `/api/cart/${ITEM_ID}`, { body: { quantity: 3 }, data: { updateCartItem: cartItem } });
    expect(updated).toMatchObject({ status: 200, body: cartItem });
    expect(updated.sent?.request.variables).toEqual({ input: { itemId: ITEM_ID, quantity: 3 } });

    sent.length = 0;
    const removed = await call("DELETE", `/api/cart/${ITEM_ID}`, { data: { removeCartItem: true } });
    expect(removed).toMatchObject({ status: 204, body: null });
    expect(removed.sent?.request.variables).toEqual({ input: { itemId: ITEM_ID } });

    expect(await call("DELETE", `/api/cart/${ITEM_ID}`, { data: { removeCartItem: false } })).toMatchObject({
      status: 404,
      body: { message: commerceMessages.cartItemNotFound },
    });
    expect(await call("PATCH", "/api/cart/not-an-id", { body: { quantity: 1 } })).toMatchObject({
      status: 404,
      body: { message: commerceMessages.cartItemNotFound },
    });
  });
});

describe("payments", () => {
  const intent = { clientSecret: "pi_1_secret_2", paymentIntentId: "pi_1", amount: "50.00", provider: "offline" };

  it.each([
    [50, "50.00"],
    ["50", "50.00"],
    ["49.5", "49.50"],
    [0.25, "0.25"],
  ])("takes the amount %j as dollars (%s)", async (amount, decimal) => {
    const result = await call("POST", "/api/create-payment-intent", {
      body: { amount, sessionId: SESSION },
      data: { createPaymentIntent: intent },
    });
    expect(result).toMatchObject({ status: 201, body: intent });
    expect(result.sent?.request.variables).toEqual({ input: { amount: decimal, sessionId: SESSION } });
  });

  it.each([0, -5, "abc", "1e3", 0.001, "", true, null, 1e12])("refuses the amount %j with 400", async (amount) => {
    const result = await call("POST", "/api/create-payment-intent", { body: { amount } });
    expect(result).toMatchObject({
      status: 400,
      body: { message: commerceMessages.amountInvalid },
    });
    expect(result.sent).toBeUndefined();
  });

  it("confirms an offline card payment, and a decline is 402 with the provider's message", async () => {
    const body = {
      clientSecret: "pi_1_secret_2",
      card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2040, cvc: "123" },
    };
    const paid = await call("POST", "/api/payments/offline/confirm", {
      body,
      data: { confirmOfflineCardPayment: { paymentIntentId: "pi_1", status: "succeeded" } },
    });
    expect(paid).toMatchObject({ status: 200, body: { paymentIntentId: "pi_1", status: "succeeded" } });
    expect(paid.sent?.request.variables).toEqual({ input: body });

    gateway.answer = { data: null, errors: [{ message: "Your card was declined.", extensions: { code: "PAYMENT_REQUIRED" } }] };
    expect(await call("POST", "/api/payments/offline/confirm", { body })).toMatchObject({
      status: 402,
      body: { message: "Your card was declined." },
    });
    const noMonth = await call("POST", "/api/payments/offline/confirm", {
      body: { ...body, card: { ...body.card, expMonth: 13 } },
    });
    expect(noMonth).toMatchObject({ status: 400, body: { message: "Your card's expiration month is invalid." } });
  });
});

describe("POST /api/webhooks/stripe", () => {
  const payload = '{\n  "id": "evt_1",  "type": "payment_intent.succeeded"\n}';

  it("passes the body byte for byte with the Stripe-Signature header", async () => {
    const result = await call("POST", "/api/webhooks/stripe", {
      payload,
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": "t=1,v1=abc" },
      data: { receiveStripeWebhook: true },
    });
    expect(result).toMatchObject({ status: 200, body: { received: true } });
    expect(result.sent?.request.variables).toEqual({ payload, signature: "t=1,v1=abc" });
  });

  it("answers 400 without the header, before asking the graph, and the graph's 400 for a bad signature", async () => {
    const missing = await call("POST", "/api/webhooks/stripe", { payload, headers: { "content-type": "application/json" } });
    expect(missing).toMatchObject({ status: 400, body: { message: "Missing Stripe-Signature header" } });
    expect(missing.sent).toBeUndefined();

    gateway.answer = {
      data: null,
      errors: [{ message: commerceMessages.webhookSecretMissing, extensions: { code: "BAD_USER_INPUT" } }],
    };
    const unsigned = await call("POST", "/api/webhooks/stripe", {
      payload,
      headers: { "content-type": "text/plain", "stripe-signature": "t=1,v1=abc" },
    });
    expect(unsigned).toMatchObject({ status: 400, body: { message: commerceMessages.webhookSecretMissing } });
  });

  it("leaves JSON parsing of the other calls as it was", async () => {
    const malformed = await call("POST", "/api/cart", { payload: "{oops", headers: { "content-type": "application/json" } });
    expect(malformed).toMatchObject({ status: 400, body: { message: "Malformed JSON in request body" } });
    const text = await call("POST", "/api/cart", { payload: "hello", headers: { "content-type": "text/csv" } });
    expect(text.status).toBe(415);
  });
});

describe("orders", () => {
  const order = {
    customerName: "Ada Lovelace",
    customerEmail: "ada@example.com",
    shippingAddress: "1 Main St",
    shippingCity: "Denver",
    shippingState: "CO",
    shippingZip: "80202",
    items: [{ designId: DESIGN_ID, quantity: 2, size: "M", price: 25 }],
    totalAmount: "50.00",
    paymentMethod: "stripe",
    sessionId: SESSION,
    paymentIntentId: "pi_1",
  };

  it("sends SPEC's payload with amounts as decimal strings", async () => {
    await call("POST", "/api/orders", { body: { ...order, totalAmount: 50 }, data: { placeOrder: null } });
    expect(sent[0]?.request).toMatchObject({
      operationName: "PlaceOrder",
      variables: { input: { ...order, items: [{ designId: DESIGN_ID, quantity: 2, size: "M", price: "25.00" }] } },
    });
  });

  it.each([
    [{ customerName: " " }, commerceMessages.nameRequired],
    [{ customerEmail: "ada" }, commerceMessages.emailInvalid],
    [{ shippingAddress: "" }, commerceMessages.addressRequired],
    [{ shippingCity: undefined }, commerceMessages.cityRequired],
    [{ shippingState: "C" }, commerceMessages.stateRequired],
    [{ shippingState: "COL" }, commerceMessages.stateLength],
    [{ shippingZip: "802" }, commerceMessages.zipTooShort],
    [{ paymentMethod: "cash" }, commerceMessages.paymentMethodInvalid],
    [{ totalAmount: "-50" }, commerceMessages.totalInvalid],
    [{ paymentIntentId: "" }, commerceMessages.paymentIntentRequired],
  ])("refuses %o with SPEC's message", async (overrides, message) => {
    const result = await call("POST", "/api/orders", { body: { ...order, ...overrides } });
    expect({ status: result.status, body: result.body }).toEqual({ status: 400, body: { message } });
    expect(result.sent).toBeUndefined();
  });

  it("reads a receipt by its token, 404 for a token that names nothing", async () => {
    expect(await call("GET", "/api/orders/receipt/abc_DEF-123", { data: { receipt: null } })).toMatchObject({
      status: 404,
      body: { message: fulfillmentMessages.orderNotFound },
    });
    expect(sent[0]?.request.variables).toEqual({ token: "abc_DEF-123" });
    sent.length = 0;
    expect(await call("GET", "/api/orders/receipt/a.b")).toMatchObject({
      status: 404,
      body: { message: fulfillmentMessages.orderNotFound },
    });
    expect(sent).toHaveLength(0);
  });
});

describe("the wallet calls at the root", () => {
  it("serves /paypal/* at the root with the adapter's errors, 404s and 405s", async () => {
    expect(await call("GET", "/paypal/setup", { data: { walletSetup: { clientToken: "tok" } } })).toMatchObject({
      status: 200,
      body: { clientToken: "tok" },
      headers: { "cache-control": "no-store" },
    });
    const wrongMethod = await call("PUT", "/paypal/setup");
    expect(wrongMethod).toMatchObject({ status: 405, headers: { allow: "GET, HEAD" } });
    expect(await call("GET", "/paypal/nothing-here")).toMatchObject({ status: 404, body: { message: "Not found" } });
    expect(await call("GET", "/api/paypal/setup")).toMatchObject({ status: 404 });
  });

  it("creates an order for USD and CAPTURE only, with the session from the header", async () => {
    const created = await call("POST", "/paypal/order", {
      body: { amount: "50.00", currency: "USD", intent: "CAPTURE" },
      headers: { "x-session-id": SESSION },
      data: { createWalletOrder: walletOrder },
    });
    expect(created).toMatchObject({ status: 201, body: walletOrder });
    expect(created.sent?.request.variables).toEqual({ input: { amount: "50.00", currency: "USD", intent: "CAPTURE" } });
    expect(created.sent?.headers["x-session-id"]).toBe(SESSION);
    expect(await call("POST", "/paypal/order", { body: { amount: 50, currency: "EUR", intent: "CAPTURE" } })).toMatchObject({
      status: 400,
      body: { message: commerceMessages.currencyUsd },
    });
    expect(await call("POST", "/paypal/order", { body: { amount: 50, currency: "USD", intent: "AUTHORIZE" } })).toMatchObject({
      status: 400,
      body: { message: commerceMessages.intentCapture },
    });
  });

  it("captures an order; not approved is 402", async () => {
    const captured = await call("POST", `/paypal/order/${walletOrder.id}/capture`, {
      data: { captureWalletOrder: { ...walletOrder, status: "COMPLETED" } },
    });
    expect(captured).toMatchObject({ status: 200, body: { id: walletOrder.id, status: "COMPLETED" } });
    gateway.answer = {
      data: null,
      errors: [{ message: commerceMessages.walletNotApproved, extensions: { code: "PAYMENT_REQUIRED" } }],
    };
    expect(await call("POST", `/paypal/order/${walletOrder.id}/capture`)).toMatchObject({ status: 402 });
    expect(await call("POST", "/paypal/order/a.b/capture")).toMatchObject({
      status: 404,
      body: { message: commerceMessages.walletOrderNotFound },
    });
  });
});

describe("store money", () => {
  const STORE = "7d5f2c1e-3b9a-4c8d-9e0f-1a2b3c4d5e6f";

  it("needs a token for withdrawals and asks for the store's", async () => {
    expect(await call("GET", `/api/dispensaries/${STORE}/withdrawals`)).toMatchObject({ status: 401 });
    const withdrawal = {
      id: ITEM_ID,
      amount: "8.00",
      status: "pending",
      eligibleAt: "2025-01-01T00:00:00.000Z",
      requestedAt: "2025-04-01T00:00:00.000Z",
      processedAt: null,
    };
    const listed = await call("GET", `/api/dispensaries/${STORE}/withdrawals`, {
      headers: { authorization: "Bearer t" },
      data: { storeWithdrawals: [withdrawal] },
    });
    expect(listed).toMatchObject({ status: 200, body: [withdrawal] });
    expect(listed.sent?.request.variables).toEqual({ dispensaryId: STORE });
    sent.length = 0;
    const requested = await call("POST", `/api/dispensaries/${STORE}/withdrawals`, {
      headers: { authorization: "Bearer t" },
      data: { requestWithdrawal: withdrawal },
    });
    expect(requested).toMatchObject({ status: 201, body: withdrawal });
    expect(requested.sent?.request.variables).toEqual({ input: { dispensaryId: STORE } });
  });
});
