import { createHmac } from "node:crypto";
import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { messages as commerceMessages } from "@highcotton/commerce/contract";
import { messages as fulfillmentMessages } from "@highcotton/fulfillment/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signUp } from "../support/api.ts";
import { eventually } from "../support/poll.ts";
import { type RunningSystem, startSystem, WEBHOOK_SECRETS } from "../support/system.ts";

// Commerce through SPEC's REST calls on the system as `npm start` runs it (offline card provider
// and wallet): the cart, card and wallet checkouts, receipts, the store owner's money and
// withdrawals, and Stripe webhooks signed with the endpoint's secret.

const WEBHOOK_SECRET = WEBHOOK_SECRETS.payments;
const CARD_OK = "4242 4242 4242 4242";
const CARD_DECLINED = "4000 0000 0000 0002";
const UNKNOWN_ID = "8f5e2c1a-0000-4000-8000-000000000000";

let system: RunningSystem;
let api: ReturnType<typeof apiClient>;
let ownerToken: string;
let otherOwnerToken: string;
let storeId: string;
/** Two of the store's designs, known to commerce (adding them to a cart works). */
let designIds: string[];

let sessions = 0;
const newSession = () => `session_${Date.now()}_e2e${(sessions++).toString(36)}`;

const tokenOf = async (role: "user" | "dispensary") => (await signUp(api, role)).token;

const form = {
  customerName: "Ada Lovelace",
  customerEmail: "ada@example.com",
  shippingAddress: "1 Main St",
  shippingCity: "Denver",
  shippingState: "co",
  shippingZip: "80202",
};

interface CartLine {
  designId: string;
  quantity: number;
  size: string;
  unitPrice: string;
}

/** SPEC's order payload for a session's cart as the checkout page builds it. */
const orderFor = async (sessionId: string, payment: { method: "stripe" | "paypal"; id: string; total: string }) => {
  const cart: CartLine[] = (await api.get(`/api/cart?sessionId=${sessionId}`)).body;
  return {
    ...form,
    items: cart.map((line) => ({ designId: line.designId, quantity: line.quantity, size: line.size, price: line.unitPrice })),
    totalAmount: payment.total,
    paymentMethod: payment.method,
    sessionId,
    paymentIntentId: payment.id,
    dispensaryId: storeId,
  };
};

/** A Stripe-Signature header for the payload at time `t` (seconds), as Stripe signs deliveries. */
const stripeSignature = (payload: string, t: number, secret = WEBHOOK_SECRET) =>
  `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex")}`;

/** The GraphQL endpoint, for what a web page does (the offline wallet's approval page). */
const graphql = async (query: string, variables: Record<string, unknown>) =>
  (await api.post("/graphql", { query, variables })).body;

beforeAll(async () => {
  system = await startSystem();
  api = apiClient(system.url);
  [ownerToken, otherOwnerToken] = await Promise.all([tokenOf("dispensary"), tokenOf("dispensary")]);
  const store = await api.post(
    "/api/dispensary",
    {
      businessType: "dispensary",
      name: "Mile High Greens",
      address: "1600 Glenarm Pl",
      city: "Denver",
      state: "CO",
      zipCode: "80202",
      paymentMethodId: "pm_card_visa",
    },
    { token: ownerToken },
  );
  expect(store.status).toBe(201);
  storeId = store.body.id;
  expect((await api.post(`/api/dispensaries/${storeId}/generate-designs`, undefined, { token: ownerToken })).status).toBe(202);
  const designs = await eventually(
    async () => {
      const { body } = await api.get(`/api/dispensaries/${storeId}/designs`);
      return body.length >= 20 ? (body as Array<{ id: string }>) : undefined;
    },
    180_000,
    "the store's 20 designs",
  );
  designIds = designs.slice(0, 2).map((design) => design.id);
  // Commerce learns of the designs from catalog's event; a probe cart shows when it has.
  const probe = newSession();
  await eventually(
    async () => ((await api.post("/api/cart", { sessionId: probe, designId: designIds[1] })).status === 201 ? true : undefined),
    60_000,
    "commerce knowing the store's designs",
  );
}, 240_000);

afterAll(async () => {
  await system?.stop();
});

describe("the cart: /api/cart", () => {
  const sessionId = newSession();
  let itemId: string;

  it("adds a design with SPEC's defaults (size M, quantity 1, a black shirt) and the design joined in", async () => {
    const added = await api.post("/api/cart", { sessionId, designId: designIds[0] });
    expect(added).toMatchObject({
      status: 201,
      body: {
        designId: designIds[0],
        size: "M",
        color: "black",
        quantity: 1,
        unitPrice: "25.00",
        design: { id: designIds[0], dispensaryId: storeId },
      },
    });
    expect(added.body.design.name).toEqual(expect.any(String));
    itemId = added.body.id;
  });

  it("adds the same design and size to its line, and another size as its own line", async () => {
    expect(await api.post("/api/cart", { sessionId, designId: designIds[0], quantity: 2, size: "M" })).toMatchObject({
      status: 201,
      body: { id: itemId, quantity: 3 },
    });
    const xl = await api.post("/api/cart", { sessionId, designId: designIds[0], size: "XL" });
    expect(xl.body.id).not.toBe(itemId);
    const cart = await api.get(`/api/cart?sessionId=${sessionId}`);
    expect(cart.status).toBe(200);
    expect(cart.body.map((line: CartLine) => [line.size, line.quantity])).toEqual([
      ["M", 3],
      ["XL", 1],
    ]);
    expect(cart.body[0].design).toMatchObject({ id: designIds[0], price: expect.any(String), frontImageUrl: expect.any(String) });
    // The x-session-id header stands in for the query.
    expect((await api.get("/api/cart", { headers: { "x-session-id": sessionId } })).body).toHaveLength(2);
    await api.call("DELETE", `/api/cart/${xl.body.id}`, { headers: { "x-session-id": sessionId } });
  });

  it.each([
    [{ quantity: 0 }, 400, commerceMessages.quantityRange],
    [{ quantity: 100 }, 400, commerceMessages.quantityRange],
    [{ size: "XXL" }, 400, commerceMessages.sizeInvalid],
    [{ sessionId: "not-a-session" }, 400, "The browser session id is not valid"],
    [{ designId: UNKNOWN_ID }, 404, commerceMessages.designNotFound],
  ])("refuses %o", async (overrides, status, message) => {
    expect(await api.post("/api/cart", { sessionId, designId: designIds[0], ...overrides })).toMatchObject({
      status,
      body: { message },
    });
  });

  it("refuses to pass 99 of one design and size in one line", async () => {
    const refused = await api.post("/api/cart", { sessionId, designId: designIds[0], quantity: 97 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/at most 99/);
  });

  it("needs a session id to read the cart", async () => {
    expect((await api.get("/api/cart")).status).toBe(400);
    expect((await api.get("/api/cart?sessionId=nope")).status).toBe(400);
    expect(await api.get(`/api/cart?sessionId=${newSession()}`)).toMatchObject({ status: 200, body: [] });
  });

  it("changes a line's quantity and removes it (204) for its own session only, 404 for a line that is not there", async () => {
    const path = `/api/cart/${itemId}`;
    const mine = { "x-session-id": sessionId };
    expect(await api.call("PATCH", path, { body: { quantity: 5 }, headers: mine })).toMatchObject({
      status: 200,
      body: { id: itemId, quantity: 5 },
    });
    // The line's id alone is no key: without the owner's session the line is not there.
    expect(await api.call("PATCH", path, { body: { quantity: 7 } })).toMatchObject({
      status: 404,
      body: { message: commerceMessages.cartItemNotFound },
    });
    expect((await api.call("DELETE", path)).status).toBe(404);
    expect((await api.get(`/api/cart?sessionId=${sessionId}`)).body[0]).toMatchObject({ id: itemId, quantity: 5 });
    expect(await api.call("PATCH", path, { body: { quantity: 0 }, headers: mine })).toMatchObject({
      status: 400,
      body: { message: commerceMessages.quantityRange },
    });
    // Another session's cart does not hold the line.
    expect((await api.call("PATCH", path, { body: { quantity: 2 }, headers: { "x-session-id": newSession() } })).status).toBe(
      404,
    );
    expect((await api.call("DELETE", path, { headers: { "x-session-id": sessionId } })).status).toBe(204);
    expect(await api.call("DELETE", path, { headers: mine })).toMatchObject({
      status: 404,
      body: { message: commerceMessages.cartItemNotFound },
    });
    expect((await api.call("PATCH", `/api/cart/${UNKNOWN_ID}`, { body: { quantity: 1 }, headers: mine })).status).toBe(404);
    expect(await api.get(`/api/cart?sessionId=${sessionId}`)).toMatchObject({ status: 200, body: [] });
  });
});

describe("card checkout", () => {
  const sessionId = newSession();
  let paymentIntentId: string;
  let order: { id: string; receiptPath: string };

  it("asks for a payment of the cart's total only", async () => {
    await api.post("/api/cart", { sessionId, designId: designIds[0] });
    await api.post("/api/cart", { sessionId, designId: designIds[1], size: "L" });
    expect(await api.post("/api/create-payment-intent", { amount: 40, sessionId })).toMatchObject({
      status: 400,
      body: { message: "The amount does not match your cart's total of $50.00. Please refresh your cart." },
    });
    for (const amount of [0, -5, "fifty"]) {
      expect(await api.post("/api/create-payment-intent", { amount, sessionId })).toMatchObject({
        status: 400,
        body: { message: commerceMessages.amountInvalid },
      });
    }
    expect((await api.post("/api/create-payment-intent", { amount: 50, sessionId: newSession() })).status).toBe(400);
    const intent = await api.post("/api/create-payment-intent", { amount: "50.00", sessionId });
    expect(intent).toMatchObject({ status: 201, body: { amount: "50.00", provider: "offline" } });
    expect(intent.body.clientSecret).toEqual(expect.any(String));
    paymentIntentId = intent.body.paymentIntentId;

    // Not paid yet: no order.
    expect(
      (await api.post("/api/orders", await orderFor(sessionId, { method: "stripe", id: paymentIntentId, total: "50.00" })))
        .status,
    ).toBe(402);

    const card = { number: CARD_OK, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" };
    expect(await api.post("/api/payments/offline/confirm", { clientSecret: intent.body.clientSecret, card })).toMatchObject({
      status: 200,
      body: { paymentIntentId, status: "succeeded" },
    });
    expect((await api.post("/api/payments/offline/confirm", { clientSecret: "pi_nope_secret_nope", card })).status).toBe(404);
  });

  it.each([
    [{ customerName: "" }, commerceMessages.nameRequired],
    [{ customerEmail: "ada-at-example" }, commerceMessages.emailInvalid],
    [{ shippingAddress: " " }, commerceMessages.addressRequired],
    [{ shippingCity: "" }, commerceMessages.cityRequired],
    [{ shippingState: "" }, commerceMessages.stateRequired],
    [{ shippingState: "Colorado" }, commerceMessages.stateLength],
    [{ shippingZip: "802" }, commerceMessages.zipTooShort],
  ])("refuses the order form %o with SPEC's message", async (overrides, message) => {
    const payload = await orderFor(sessionId, { method: "stripe", id: paymentIntentId, total: "50.00" });
    expect(await api.post("/api/orders", { ...payload, ...overrides })).toMatchObject({ status: 400, body: { message } });
  });

  it("refuses a total that is not the cart's", async () => {
    const payload = await orderFor(sessionId, { method: "stripe", id: paymentIntentId, total: "45.00" });
    expect(await api.post("/api/orders", payload)).toMatchObject({
      status: 400,
      body: { message: "The order total does not match your cart's total of $50.00. Please review your cart." },
    });
  });

  it("places the paid order once: the same request again answers the same order, and the cart is empty", async () => {
    const payload = await orderFor(sessionId, { method: "stripe", id: paymentIntentId, total: "50.00" });
    const placed = await api.post("/api/orders", payload);
    expect(placed).toMatchObject({
      status: 201,
      body: {
        dispensaryId: storeId,
        customerName: form.customerName,
        shippingState: "CO",
        totalAmount: "50.00",
        paymentMethod: "stripe",
        paymentStatus: "paid",
        fulfillmentStatus: "pending",
      },
    });
    expect(placed.body.items).toHaveLength(2);
    expect(placed.body.receiptPath).toMatch(/^\/orders\/[A-Za-z0-9_-]+$/);
    order = placed.body;
    const again = await api.post("/api/orders", payload);
    expect(again).toMatchObject({ status: 201, body: { id: order.id, receiptPath: order.receiptPath } });
    expect((await api.get(`/api/cart?sessionId=${sessionId}`)).body).toEqual([]);
  });

  it("shows the receipt by its token, and 404 for a token that names nothing", async () => {
    const token = order.receiptPath.split("/").pop();
    const receipt = await api.get(`/api/orders/receipt/${token}`);
    expect(receipt).toMatchObject({ status: 200, body: { id: order.id, totalAmount: "50.00" } });
    expect(receipt.body.items.map((item: { quantity: number; price: string }) => [item.quantity, item.price])).toEqual([
      [1, "25.00"],
      [1, "25.00"],
    ]);
    expect(await api.get("/api/orders/receipt/no-such-receipt-token")).toMatchObject({
      status: 404,
      body: { message: fulfillmentMessages.orderNotFound },
    });
  });

  it("a declined card is 402 with the provider's message, and so is its order", async () => {
    const declined = newSession();
    await api.post("/api/cart", { sessionId: declined, designId: designIds[0] });
    const intent = await api.post("/api/create-payment-intent", { amount: 25, sessionId: declined });
    const card = { number: CARD_DECLINED, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" };
    expect(await api.post("/api/payments/offline/confirm", { clientSecret: intent.body.clientSecret, card })).toMatchObject({
      status: 402,
      body: { message: "Your card was declined." },
    });
    const payload = await orderFor(declined, { method: "stripe", id: intent.body.paymentIntentId, total: "25.00" });
    expect((await api.post("/api/orders", payload)).status).toBe(402);
    expect((await api.post("/api/orders", { ...payload, paymentIntentId: "pi_never_made" })).status).toBe(402);
  });
});

describe("wallet checkout at the root: /paypal", () => {
  const sessionId = newSession();
  let walletOrderId: string;

  it("sets the wallet up and creates an order of the cart's total, in USD for capture only", async () => {
    const custom = await api.post("/api/designs/custom/generate", { prompt: "a cactus in sunglasses", sessionId });
    expect(custom.status).toBe(201);
    // A custom design reaches commerce by event; adding it waits briefly for it.
    expect(await api.post("/api/cart", { sessionId, designId: custom.body.id, quantity: 2 })).toMatchObject({
      status: 201,
      body: { quantity: 2, design: { dispensaryId: null } },
    });

    const setup = await api.get("/paypal/setup");
    expect(setup.status).toBe(200);
    expect(setup.body.clientToken).toEqual(expect.any(String));

    const headers = { "x-session-id": sessionId };
    expect(await api.post("/paypal/order", { amount: "50.00", currency: "EUR", intent: "CAPTURE" }, { headers })).toMatchObject({
      status: 400,
      body: { message: commerceMessages.currencyUsd },
    });
    expect(await api.post("/paypal/order", { amount: "50.00", currency: "USD", intent: "AUTHORIZE" }, { headers })).toMatchObject(
      {
        status: 400,
        body: { message: commerceMessages.intentCapture },
      },
    );
    expect((await api.post("/paypal/order", { amount: "30.00", currency: "USD", intent: "CAPTURE" }, { headers })).status).toBe(
      400,
    );
    const created = await api.post("/paypal/order", { amount: "50.00", currency: "USD", intent: "CAPTURE" }, { headers });
    expect(created).toMatchObject({ status: 201, body: { status: "CREATED", amount: "50.00" } });
    expect(created.body.approveUrl).toContain(created.body.id);
    walletOrderId = created.body.id;
    // SPEC's bare payload, without a session: an order of the amount asked, tied to no cart.
    expect(await api.post("/paypal/order", { amount: 12.5, currency: "USD", intent: "CAPTURE" })).toMatchObject({
      status: 201,
      body: { status: "CREATED", amount: "12.50" },
    });
  });

  it("captures only once the shopper approved, then places the order paid by wallet", async () => {
    const capturePath = `/paypal/order/${walletOrderId}/capture`;
    expect((await api.post(capturePath)).status).toBe(402);
    expect((await api.post("/paypal/order/NOSUCHORDER00000/capture")).status).toBe(404);

    const approved = await graphql("mutation Approve($id: ID!) { approveWalletOrder(id: $id) { id status } }", {
      id: walletOrderId,
    });
    expect(approved.data.approveWalletOrder).toEqual({ id: walletOrderId, status: "APPROVED" });
    expect(await api.post(capturePath)).toMatchObject({ status: 200, body: { id: walletOrderId, status: "COMPLETED" } });

    const payload = await orderFor(sessionId, { method: "paypal", id: walletOrderId, total: "50.00" });
    expect((await api.post("/api/orders", { ...payload, totalAmount: "75.00" })).status).toBe(400);
    const placed = await api.post("/api/orders", payload);
    expect(placed).toMatchObject({ status: 201, body: { paymentMethod: "paypal", paymentStatus: "paid", totalAmount: "50.00" } });
    // A custom design belongs to no store.
    expect(placed.body.dispensaryId).toBeNull();
  });

  it("answers 405 with Allow for another method on a wallet path", async () => {
    const response = await api.call("DELETE", "/paypal/setup");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("the store owner's money", () => {
  it("shows $4 a shirt of the store's designs, held for 90 days", async () => {
    const mine = await api.get("/api/dispensary", { token: ownerToken });
    expect(mine).toMatchObject({
      status: 200,
      body: { id: storeId, totalRevenue: "8.00", heldBalance: "8.00", availableBalance: "0.00", pendingWithdrawalCount: 0 },
    });
    const days = (Date.parse(mine.body.nextEligibleAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90);
  });

  it("lists withdrawals for the owner only, and has none to make before the hold ends", async () => {
    const path = `/api/dispensaries/${storeId}/withdrawals`;
    expect(await api.get(path, { token: ownerToken })).toMatchObject({ status: 200, body: [] });
    expect(await api.get(path, { token: otherOwnerToken })).toMatchObject({
      status: 403,
      body: { message: catalogMessages.notYourStore },
    });
    expect((await api.get(path)).status).toBe(401);
    expect((await api.get(`/api/dispensaries/${UNKNOWN_ID}/withdrawals`, { token: ownerToken })).status).toBe(404);
    expect(await api.post(path, undefined, { token: ownerToken })).toMatchObject({
      status: 400,
      body: { message: commerceMessages.nothingToWithdraw },
    });
    expect((await api.post(path, undefined, { token: otherOwnerToken })).status).toBe(403);
  });
});

describe("Stripe webhooks: /api/webhooks/stripe", () => {
  const payload = `{\n  "id": "evt_e2e_${Date.now()}",\n  "object": "event",\n  "type": "customer.created",\n  "data": { "object": { "id": "cus_e2e" } }\n}`;
  const deliver = (body: string, signature?: string) =>
    api.post("/api/webhooks/stripe", undefined, {
      raw: body,
      headers: signature ? { "stripe-signature": signature } : {},
    });

  it("takes a delivery signed over its exact bytes, also twice", async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await deliver(payload, stripeSignature(payload, now))).toMatchObject({ status: 200, body: { received: true } });
    expect(await deliver(payload, stripeSignature(payload, now))).toMatchObject({ status: 200, body: { received: true } });
  });

  it("refuses a missing, wrong or stale signature and a changed body", async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await deliver(payload)).toMatchObject({ status: 400, body: { message: "Missing Stripe-Signature header" } });
    expect((await deliver(payload, stripeSignature(payload, now, "whsec_other"))).status).toBe(400);
    expect((await deliver(payload, stripeSignature(payload, now - 600))).status).toBe(400);
    expect((await deliver(payload.replace("customer", "account"), stripeSignature(payload, now))).status).toBe(400);
  });
});

describe("the OpenAPI document", () => {
  it("documents every commerce call, the wallet's at the root", async () => {
    const { body } = await api.get("/api/openapi.json");
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        "/api/cart",
        "/api/cart/{itemId}",
        "/api/create-payment-intent",
        "/api/payments/offline/confirm",
        "/api/webhooks/stripe",
        "/api/orders",
        "/api/orders/receipt/{token}",
        "/api/dispensaries/{id}/withdrawals",
        "/paypal/setup",
        "/paypal/order",
        "/paypal/order/{id}/capture",
      ]),
    );
  });
});
