import { createHmac } from "node:crypto";
import { messages as commerceMessages } from "@highcotton/commerce/contract";
import { messages as fulfillmentMessages, trackingMessages, trackingNumberMessages } from "@highcotton/fulfillment/contract";
import { loadTokenKeys, TokenService } from "@highcotton/kit/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, apiClient, signUp } from "../support/api.ts";
import { eventually } from "../support/poll.ts";
import { type RunningSystem, startSystem, WEBHOOK_SECRETS } from "../support/system.ts";

// Print merchants through SPEC's REST calls on the system as `npm start` runs it (the offline card
// provider bills their $5 a month): signing a print shop up, a shopper's order becoming a lead over
// the event bus, what a lead shows before and after it is accepted, one winner among 50 merchants,
// fulfilment and earnings, the shopper's receipt following along, and Stripe Billing's webhook.

const BILLING_SECRET = WEBHOOK_SECRETS.billing;
const CARD_OK = "4242 4242 4242 4242";
const UNKNOWN_ID = "8f5e2c1a-0000-4000-8000-000000000000";
const RACERS = 50;

let system: RunningSystem;
let api: ReturnType<typeof apiClient>;
/** The custom design every order here buys, with its print file (which only an accepting merchant sees). */
let design: { id: string; name: string; printFileUrl: string };

let sessions = 0;
const newSession = () => `session_${Date.now()}_ful${(sessions++).toString(36)}`;

const shopForm = (overrides: Record<string, unknown> = {}) => ({
  businessName: "Ink & Thread",
  address: "3100 Brighton Blvd",
  city: "Denver",
  state: "co",
  zip: "80216",
  paymentMethodId: "pm_card_visa",
  ...overrides,
});

/** A Merchant account with a subscribed print shop. */
const signUpMerchant = async (overrides: Record<string, unknown> = {}) => {
  const account = await signUp(api, "merchant");
  const created = await api.post("/api/merchants", shopForm(overrides), { token: account.token });
  expect(created.status).toBe(201);
  return { ...account, merchantId: created.body.id as string };
};

interface Shipping {
  customerName: string;
  customerEmail: string;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
}

let orders = 0;
/** Every order's shipping details, to search the logs for. */
const shippings: Shipping[] = [];
/** Shipping details no other order here has, so a response can be searched for them. */
const uniqueShipping = (): Shipping => {
  const n = orders++;
  return {
    customerName: `Ada Lovelace ${n}`,
    customerEmail: `ada.${Date.now().toString(36)}.${n}@example.com`,
    shippingAddress: `${4300 + n} Quietude Lane`,
    shippingCity: "Denver",
    shippingState: "CO",
    shippingZip: `8020${n % 10}-${String(1000 + n).slice(-4)}`,
  };
};

/**
 * A shopper pays for `shirts` of the design by card (4242…), in size L and the shirt colour given
 * (none: black, as SPEC's client sends it), and places the order through /api/orders.
 */
const buy = async (shirts: number, shipping = uniqueShipping(), color?: string) => {
  shippings.push(shipping);
  const sessionId = newSession();
  const line = { sessionId, designId: design.id, quantity: shirts, size: "L", ...(color ? { color } : {}) };
  expect((await api.post("/api/cart", line)).status).toBe(201);
  const total = (25 * shirts).toFixed(2);
  const intent = await api.post("/api/create-payment-intent", { amount: total, sessionId });
  expect(intent.status).toBe(201);
  const card = { number: CARD_OK, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" };
  expect((await api.post("/api/payments/offline/confirm", { clientSecret: intent.body.clientSecret, card })).status).toBe(200);
  const placed = await api.post("/api/orders", {
    ...shipping,
    items: [{ designId: design.id, quantity: shirts, size: "L", price: "25.00" }],
    totalAmount: total,
    paymentMethod: "stripe",
    sessionId,
    paymentIntentId: intent.body.paymentIntentId,
  });
  expect(placed).toMatchObject({ status: 201, body: { fulfillmentStatus: "pending", paymentStatus: "paid" } });
  return {
    id: placed.body.id as string,
    token: String(placed.body.receiptPath).split("/").pop() as string,
    shipping,
    shirts,
    items: placed.body.items as Array<{ color: string; size: string }>,
  };
};

interface Lead {
  id: string;
  orderId: string;
  status: string;
}
interface Lists {
  pending: Lead[];
  active: Lead[];
  fulfilled: Lead[];
}

const listsOf = async (token: string): Promise<Lists> => {
  const response = await api.get("/api/merchants/orders", { token });
  expect(response.status).toBe(200);
  return response.body;
};

/** The raw text of a merchant's lists, to search for what must not be in it. */
const rawListsOf = async (token: string) =>
  (await fetch(new URL("/api/merchants/orders", system.url), { headers: { authorization: `Bearer ${token}` } })).text();

const leadIn = (list: Lead[], orderId: string) => list.find((lead) => lead.id === orderId);

/** Waits for the order to cross the bus and show as a pending lead to this merchant. */
const pendingLead = (token: string, orderId: string) =>
  eventually(async () => leadIn((await listsOf(token)).pending, orderId), 60_000, `order ${orderId} as a pending lead`);

/** Waits for the shopper's receipt to show the fulfilment status (fulfillment's events cross the bus). */
const receiptShows = (receiptToken: string, status: string) =>
  eventually(
    async () => ((await api.get(`/api/orders/receipt/${receiptToken}`)).body.fulfillmentStatus === status ? true : undefined),
    60_000,
    `the receipt showing ${status}`,
  );

const money = (amount: string) => Math.round(Number(amount) * 100);

beforeAll(async () => {
  // Logged at info, so the test of the logs reads every line the calls here write.
  system = await startSystem();
  api = apiClient(system.url);
  // The print file is shown to the session that made the design (sent as x-session-id).
  const sessionId = newSession();
  const generated = await api.post(
    "/api/designs/custom/generate",
    { prompt: "a screen printer's squeegee made of leaves", sessionId },
    { headers: { "x-session-id": sessionId } },
  );
  expect(generated.status).toBe(201);
  design = generated.body;
  expect(design.printFileUrl).toEqual(expect.any(String));
  // Commerce learns of the design from catalog's event; a probe cart shows when it has.
  const probe = newSession();
  await eventually(
    async () => ((await api.post("/api/cart", { sessionId: probe, designId: design.id })).status === 201 ? true : undefined),
    60_000,
    "commerce knowing the custom design",
  );
}, 240_000);

afterAll(async () => {
  await system?.stop();
});

describe("a print shop signs up: /api/merchants and /api/merchant", () => {
  let merchant: Account;

  beforeAll(async () => {
    merchant = await signUp(api, "merchant");
  });

  it("needs a signed-in user for every merchant call", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/merchant"],
      ["POST", "/api/merchants", shopForm()],
      ["POST", "/api/merchant/subscription", { paymentMethodId: "pm_card_visa" }],
      ["GET", "/api/merchants/orders"],
      ["POST", `/api/orders/${UNKNOWN_ID}/accept`],
      ["POST", `/api/orders/${UNKNOWN_ID}/fulfill`],
    ];
    for (const [method, path, body] of calls) {
      expect((await api.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await api.call(method, path, { body, token: "forged" })).status, `${method} ${path} forged`).toBe(401);
    }
  });

  it("answers 404 with SPEC's message while the user has no print shop", async () => {
    const notYet = { status: 404, body: { message: fulfillmentMessages.merchantNotFound } };
    expect(await api.get("/api/merchant", { token: merchant.token })).toMatchObject(notYet);
    expect(await api.get("/api/merchants/orders", { token: merchant.token })).toMatchObject(notYet);
    expect(
      await api.post("/api/merchant/subscription", { paymentMethodId: "pm_card_visa" }, { token: merchant.token }),
    ).toMatchObject(notYet);
  });

  it("lets only Merchant accounts set one up (403)", async () => {
    for (const role of ["user", "dispensary"] as const) {
      const other = await signUp(api, role);
      expect(await api.post("/api/merchants", shopForm(), { token: other.token })).toMatchObject({
        status: 403,
        body: { message: fulfillmentMessages.merchantsOnly },
      });
      expect((await api.get("/api/merchant", { token: other.token })).status).toBe(404);
    }
  });

  it.each([
    [{ businessName: "" }, fulfillmentMessages.businessNameRequired],
    [{ businessName: "x".repeat(101) }, fulfillmentMessages.businessNameTooLong],
    [{ address: " " }, fulfillmentMessages.addressRequired],
    [{ city: undefined }, fulfillmentMessages.cityRequired],
    [{ state: "" }, fulfillmentMessages.stateRequired],
    [{ state: "Colorado" }, fulfillmentMessages.stateLength],
    [{ zip: undefined }, fulfillmentMessages.zipRequired],
    [{ zip: "8021" }, fulfillmentMessages.zipInvalid],
    [{ paymentMethodId: undefined }, fulfillmentMessages.paymentMethodRequired],
    [{ paymentMethodId: "" }, fulfillmentMessages.paymentMethodRequired],
    [{ paymentMethodId: "pm_no_such_card" }, "That card could not be used. Please enter it again."],
    [{ contactPhone: "call me maybe" }, fulfillmentMessages.phoneInvalid],
  ])("refuses %o with 400 and the rule's message", async (overrides, message) => {
    expect(await api.post("/api/merchants", shopForm(overrides), { token: merchant.token })).toMatchObject({
      status: 400,
      body: { message },
    });
  });

  it.each([
    ["a NUL byte", "businessName", "Ink\u0000Thread"],
    ["a NUL byte", "city", "Den\u0000ver"],
    ["a NUL byte", "paymentMethodId", "pm_card_visa\u0000"],
    ["a huge string", "businessName", "x".repeat(200_000)],
    ["a huge string", "address", "x".repeat(200_000)],
    ["a huge string", "paymentMethodId", `pm_${"x".repeat(200_000)}`],
    ["a huge string", "contactPhone", "5".repeat(200_000)],
    ["a number", "businessName", 42],
    ["an object", "zip", { $gt: "" }],
  ])("answers %s in %s with 400, not a server error", async (_what, field, value) => {
    const response = await api.post("/api/merchants", shopForm({ [field]: value }), { token: merchant.token });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it("a declined card is 402 with the provider's message, and no print shop is made", async () => {
    expect(
      await api.post("/api/merchants", shopForm({ paymentMethodId: "pm_card_chargeDeclined" }), { token: merchant.token }),
    ).toMatchObject({ status: 402, body: { message: "Your card was declined." } });
    expect((await api.get("/api/merchant", { token: merchant.token })).status).toBe(404);
  });

  it("after 5 declined cards in an hour, answers the 6th sign-up 429 with Retry-After", async () => {
    const tester = await signUp(api, "merchant");
    const declined = shopForm({ paymentMethodId: "pm_card_chargeDeclined" });
    for (let i = 0; i < 5; i++) {
      expect((await api.post("/api/merchants", declined, { token: tester.token })).status).toBe(402);
    }
    const refused = await api.post("/api/merchants", shopForm(), { token: tester.token });
    expect(refused).toMatchObject({
      status: 429,
      body: { message: "Too many card attempts. Please wait a while and try again." },
    });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect((await api.get("/api/merchant", { token: tester.token })).status).toBe(404);
  });

  it("creates the print shop with a paid $5/month subscription (201), and only one", async () => {
    const created = await api.post("/api/merchants", shopForm({ contactPhone: "(303) 555-0142" }), { token: merchant.token });
    expect(created).toMatchObject({
      status: 201,
      body: {
        businessName: "Ink & Thread",
        address: "3100 Brighton Blvd",
        city: "Denver",
        state: "CO",
        zip: "80216",
        contactPhone: "(303) 555-0142",
        subscriptionProvider: "offline",
        subscriptionStatus: "active",
        isActive: true,
        monthlyFee: "5.00",
        totalRevenue: "0.00",
        availableBalance: "0.00",
        ordersFulfilled: 0,
      },
    });
    expect(created.body.providerCustomerId).toMatch(/^cus_/);
    expect(created.body.providerSubscriptionId).toMatch(/^sub_/);
    expect(Date.parse(created.body.currentPeriodEnd)).toBeGreaterThan(Date.parse(created.body.createdAt));
    expect([null, merchant.email]).toContain(created.body.contactEmail);

    expect(await api.get("/api/merchant", { token: merchant.token })).toMatchObject({
      status: 200,
      body: { id: created.body.id, businessName: "Ink & Thread", isActive: true },
    });
    expect(await api.post("/api/merchants", shopForm(), { token: merchant.token })).toMatchObject({
      status: 409,
      body: { message: fulfillmentMessages.alreadyHasMerchant },
    });
    expect(
      await api.post("/api/merchant/subscription", { paymentMethodId: "pm_card_visa" }, { token: merchant.token }),
    ).toMatchObject({ status: 409, body: { message: fulfillmentMessages.subscriptionAlreadyActive } });
    expect(await api.get("/api/merchants/orders", { token: merchant.token })).toMatchObject({
      status: 200,
      body: { pending: expect.any(Array), active: [], fulfilled: [] },
    });
  });
});

describe("an order becomes a lead, and accepting it reveals where it ships", () => {
  let denver: Awaited<ReturnType<typeof signUpMerchant>>;
  let seattle: Awaited<ReturnType<typeof signUpMerchant>>;
  let order: Awaited<ReturnType<typeof buy>>;

  beforeAll(async () => {
    [denver, seattle] = await Promise.all([
      signUpMerchant({ businessName: "Mile High Tees" }),
      signUpMerchant({ businessName: "Emerald Embroidery", city: "Seattle", state: "WA", zip: "98101" }),
    ]);
    order = await buy(2, uniqueShipping(), "heather-grey");
  });

  it("shows a shopper's order to every merchant as a pending lead with only the name, city and state", async () => {
    // The shirt colour the shopper picked is the order's and the print shop's.
    expect(order.items).toEqual([expect.objectContaining({ color: "heather-grey", size: "L" })]);
    // Saved under the order, the design, the colour and the size.
    const printFileName = expect.stringMatching(new RegExp(`^order-${order.id.slice(0, 8)}-[a-z0-9-]+-heather-grey-L\\.png$`));
    expect((await api.get(`/api/orders/receipt/${order.token}`)).body.fulfillmentStatus).toBe("pending");
    const lead = await pendingLead(denver.token, order.id);
    expect(lead).toEqual({
      id: order.id,
      orderId: order.id,
      shortId: order.id.slice(0, 8).toUpperCase(),
      status: "pending",
      customerName: order.shipping.customerName,
      shippingCity: "Denver",
      shippingState: "CO",
      shippingAddress: null,
      shippingZip: null,
      customerEmail: null,
      items: [
        {
          designId: design.id,
          designName: design.name,
          frontImageUrl: expect.any(String),
          printFileUrl: null,
          printFileName,
          size: "L",
          color: "heather-grey",
          quantity: 2,
        },
      ],
      shirtCount: 2,
      merchantEarnings: "32.00",
      inYourState: true,
      placedAt: expect.any(String),
      acceptedAt: null,
      fulfilledAt: null,
      tracking: null,
      reoffered: false,
    });
    expect(await pendingLead(seattle.token, order.id)).toMatchObject({ inYourState: false, shippingAddress: null });

    for (const token of [denver.token, seattle.token]) {
      const raw = await rawListsOf(token);
      expect(raw).toContain(order.id);
      for (const secret of [
        order.shipping.shippingAddress,
        order.shipping.shippingZip,
        order.shipping.customerEmail,
        design.printFileUrl,
      ]) {
        expect(raw).not.toContain(secret);
      }
    }
  });

  it("hands the accepting merchant the address, zip, email and print file, and moves the receipt to assigned", async () => {
    const accepted = await api.post(`/api/orders/${order.id}/accept`, undefined, { token: denver.token });
    expect(accepted).toMatchObject({
      status: 200,
      body: {
        id: order.id,
        orderId: order.id,
        status: "assigned",
        shippingAddress: order.shipping.shippingAddress,
        shippingZip: order.shipping.shippingZip,
        customerEmail: order.shipping.customerEmail,
        items: [{ designId: design.id, printFileUrl: design.printFileUrl, color: "heather-grey", size: "L", quantity: 2 }],
        merchantEarnings: "32.00",
        fulfilledAt: null,
      },
    });
    expect(accepted.body.acceptedAt).toEqual(expect.any(String));

    const lists = await listsOf(denver.token);
    expect(leadIn(lists.pending, order.id)).toBeUndefined();
    expect(leadIn(lists.active, order.id)).toMatchObject({
      status: "assigned",
      shippingAddress: order.shipping.shippingAddress,
      shippingZip: order.shipping.shippingZip,
      customerEmail: order.shipping.customerEmail,
    });
    const raw = await rawListsOf(denver.token);
    for (const detail of [
      order.shipping.shippingAddress,
      order.shipping.shippingZip,
      order.shipping.customerEmail,
      design.printFileUrl,
    ]) {
      expect(raw).toContain(detail);
    }
    await receiptShows(order.token, "assigned");
  });

  it("hides the accepted order from every other merchant, in every list", async () => {
    const lists = await listsOf(seattle.token);
    for (const list of [lists.pending, lists.active, lists.fulfilled]) expect(leadIn(list, order.id)).toBeUndefined();
    const raw = await rawListsOf(seattle.token);
    for (const secret of [order.id, order.shipping.shippingAddress, order.shipping.shippingZip, order.shipping.customerEmail]) {
      expect(raw).not.toContain(secret);
    }
    expect(await api.post(`/api/orders/${order.id}/accept`, undefined, { token: seattle.token })).toMatchObject({
      status: 409,
      body: { message: fulfillmentMessages.alreadyAccepted },
    });
  });

  describe("fulfilling it", () => {
    it("is refused to another merchant (403), and to anyone before it is accepted (409)", async () => {
      expect(await api.post(`/api/orders/${order.id}/fulfill`, undefined, { token: seattle.token })).toMatchObject({
        status: 403,
        body: { message: fulfillmentMessages.notYourOrder },
      });
      const waiting = await buy(1);
      await pendingLead(denver.token, waiting.id);
      expect(await api.post(`/api/orders/${waiting.id}/fulfill`, undefined, { token: denver.token })).toMatchObject({
        status: 409,
        body: { message: fulfillmentMessages.notAcceptedYet },
      });
    });

    it("pays the merchant $16 a shirt once, and moves the receipt to fulfilled", async () => {
      const before = (await api.get("/api/merchant", { token: denver.token })).body;
      const fulfilled = await api.post(`/api/orders/${order.id}/fulfill`, undefined, { token: denver.token });
      expect(fulfilled).toMatchObject({ status: 200, body: { id: order.id, status: "fulfilled", merchantEarnings: "32.00" } });
      expect(fulfilled.body.fulfilledAt).toEqual(expect.any(String));
      expect(await api.post(`/api/orders/${order.id}/fulfill`, undefined, { token: denver.token })).toMatchObject({
        status: 409,
        body: { message: fulfillmentMessages.alreadyFulfilled },
      });

      const after = await api.get("/api/merchant", { token: denver.token });
      expect(after.status).toBe(200);
      expect(money(after.body.totalRevenue) - money(before.totalRevenue)).toBe(1600 * order.shirts);
      expect(money(after.body.availableBalance) - money(before.availableBalance)).toBe(1600 * order.shirts);
      expect(after.body.ordersFulfilled).toBe(before.ordersFulfilled + 1);

      const lists = await listsOf(denver.token);
      expect(leadIn(lists.active, order.id)).toBeUndefined();
      expect(leadIn(lists.fulfilled, order.id)).toMatchObject({
        status: "fulfilled",
        shippingAddress: order.shipping.shippingAddress,
      });
      const others = await listsOf(seattle.token);
      for (const list of [others.pending, others.active, others.fulfilled]) expect(leadIn(list, order.id)).toBeUndefined();

      await receiptShows(order.token, "fulfilled");
      expect((await api.get(`/api/orders/receipt/${order.token}`)).body.tracking).toBeNull();
      expect(await api.post(`/api/orders/${order.id}/accept`, undefined, { token: seattle.token })).toMatchObject({
        status: 409,
        body: { message: fulfillmentMessages.alreadyAccepted },
      });
    });

    it("takes the carrier and tracking number, refusing one the carrier does not use, and the receipt links it", async () => {
      const shipped = await buy(1);
      await pendingLead(denver.token, shipped.id);
      expect((await api.post(`/api/orders/${shipped.id}/accept`, undefined, { token: denver.token })).status).toBe(200);
      const fulfil = (body: unknown) => api.post(`/api/orders/${shipped.id}/fulfill`, body, { token: denver.token });
      for (const [body, message] of [
        [{ carrier: "fedex", trackingNumber: "1Z999AA10123456784" }, trackingNumberMessages.fedex],
        [{ carrier: "usps", trackingNumber: "EA12345\u0000789US" }, trackingNumberMessages.usps],
        [{ carrier: "pigeon", trackingNumber: "1234567890" }, trackingMessages.carrierInvalid],
        [{ trackingNumber: "1234567890" }, trackingMessages.carrierRequired],
        [{ carrier: "dhl" }, trackingMessages.trackingNumberRequired],
        [{ carrier: "other", trackingNumber: "x".repeat(200_000) }, trackingMessages.trackingNumberTooLong],
        [{ carrier: "dhl", trackingNumber: 1234567890 }, trackingMessages.trackingNumberRequired],
      ] as const) {
        expect(await fulfil(body), JSON.stringify(body).slice(0, 60)).toMatchObject({ status: 400, body: { message } });
      }
      const tracking = {
        carrier: "ups",
        trackingNumber: "1Z999AA10123456784",
        trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      };
      expect(await fulfil({ carrier: "ups", trackingNumber: "1z 999 aa1 01 2345 6784" })).toMatchObject({
        status: 200,
        body: { id: shipped.id, status: "fulfilled", tracking },
      });
      await receiptShows(shipped.token, "fulfilled");
      expect((await api.get(`/api/orders/receipt/${shipped.token}`)).body.tracking).toEqual(tracking);
    });
  });

  it("answers an id that names no order with 404, and a NUL or overlong one with a client error", async () => {
    for (const action of ["accept", "fulfill"]) {
      for (const id of [UNKNOWN_ID, "not-an-order", "1; DROP TABLE leads", "%E2%9C%93"]) {
        expect(
          await api.post(`/api/orders/${id}/${action}`, undefined, { token: denver.token }),
          `${action} ${id}`,
        ).toMatchObject({
          status: 404,
          body: { message: fulfillmentMessages.orderNotFound },
        });
      }
      for (const id of ["a%00b", "%00", "x".repeat(100), "x".repeat(5_000)]) {
        const response = await api.post(`/api/orders/${id}/${action}`, undefined, { token: denver.token });
        expect(response.status, `${action} ${id.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${action} ${id.slice(0, 20)}`).toBeLessThan(500);
      }
    }
  });
});

describe("a merchant withdraws its earnings: /api/merchant/withdrawals", () => {
  it("pays the whole balance out once: pending, then completed by the payout job", { timeout: 240_000 }, async () => {
    const printer = await signUpMerchant({ businessName: "Payday Prints" });
    expect(await api.get("/api/merchant/withdrawals", { token: printer.token })).toMatchObject({ status: 200, body: [] });
    expect(await api.post("/api/merchant/withdrawals", undefined, { token: printer.token })).toMatchObject({
      status: 400,
      body: { message: commerceMessages.nothingToWithdraw },
    });

    const order = await buy(2);
    await pendingLead(printer.token, order.id);
    expect((await api.post(`/api/orders/${order.id}/accept`, undefined, { token: printer.token })).status).toBe(200);
    expect((await api.post(`/api/orders/${order.id}/fulfill`, undefined, { token: printer.token })).status).toBe(200);
    expect((await api.get("/api/merchant", { token: printer.token })).body.availableBalance).toBe("32.00");

    expect(await api.post("/api/merchant/withdrawals", { stripeAccountId: "acct 1" }, { token: printer.token })).toMatchObject({
      status: 400,
      body: { message: commerceMessages.stripeAccountIdMalformed },
    });
    // Two requests at once: one withdraws the $32, the other finds nothing left.
    const [first, second] = await Promise.all([
      api.post("/api/merchant/withdrawals", undefined, { token: printer.token }),
      api.post("/api/merchant/withdrawals", {}, { token: printer.token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 400]);
    const withdrawal = (first.status === 201 ? first : second).body;
    expect(withdrawal).toMatchObject({ amount: "32.00", status: "pending", processedAt: null });
    expect(await api.get("/api/merchant", { token: printer.token })).toMatchObject({
      body: { availableBalance: "0.00", totalRevenue: "32.00" },
    });

    const completed = await eventually(
      async () => {
        const { body } = await api.get("/api/merchant/withdrawals", { token: printer.token });
        return body[0]?.status === "completed" ? body : undefined;
      },
      150_000,
      "the payout job completing the withdrawal",
    );
    expect(completed).toEqual([{ ...withdrawal, status: "completed", processedAt: expect.any(String) }]);

    // Nobody else sees or takes it: another merchant has its own (empty) history.
    const other = await signUpMerchant({ businessName: "Other Prints" });
    expect(await api.get("/api/merchant/withdrawals", { token: other.token })).toMatchObject({ status: 200, body: [] });
    const shopper = await signUp(api, "user");
    expect((await api.get("/api/merchant/withdrawals", { token: shopper.token })).status).toBe(404);
    expect((await api.get("/api/merchant/withdrawals")).status).toBe(401);
    expect((await api.post("/api/merchant/withdrawals", {})).status).toBe(401);
  });
});

describe("/graphql and other tokens see no more than /api", () => {
  const graph = async (query: string, token?: string, variables: Record<string, unknown> = {}) =>
    api.call("POST", "/graphql", { raw: JSON.stringify({ query, variables }), ...(token && { token }) });

  // The same lists asked in other shapes: aliases, named and inline fragments.
  const shapes = [
    "{ merchantOrders { pending { orderId shippingAddress shippingZip customerEmail items { printFileUrl } } } }",
    `{ merchantOrders { pending { ...L } active { ...L } fulfilled { ...L } } }
     fragment L on Lead { orderId a: shippingAddress z: shippingZip e: customerEmail items { p: printFileUrl } }`,
    "{ m: merchantOrders { p: pending { ... on Lead { orderId x: shippingAddress y: customerEmail } } } }",
  ];

  it("never shows a lead's address, zip, email or print file to a merchant that did not accept it, in any query shape", async () => {
    const [taker, other] = await Promise.all([signUpMerchant(), signUpMerchant({ state: "WA", city: "Seattle" })]);
    const order = await buy(1);
    await pendingLead(other.token, order.id);
    const secrets = [
      order.shipping.shippingAddress,
      order.shipping.shippingZip,
      order.shipping.customerEmail,
      design.printFileUrl,
    ];
    const expectHidden = async (token: string, listed: boolean) => {
      for (const query of shapes) {
        const answer = await graph(query, token);
        expect(answer.status, query).toBe(200);
        expect(answer.body.errors, query).toBeUndefined();
        const raw = JSON.stringify(answer.body);
        expect(raw.includes(order.id), query).toBe(listed);
        for (const secret of secrets) expect(raw, query).not.toContain(secret);
      }
    };
    await expectHidden(taker.token, true);
    await expectHidden(other.token, true);
    expect((await api.post(`/api/orders/${order.id}/accept`, undefined, { token: taker.token })).status).toBe(200);
    await expectHidden(other.token, false);
    const mine = JSON.stringify((await graph(shapes[1] ?? "", taker.token)).body);
    for (const secret of secrets) expect(mine).toContain(secret);
  });

  it("answers no federation lookups: _entities and _service are not part of the gateway's API", async () => {
    const owner = await signUpMerchant();
    const { id } = (await api.get("/api/merchant", { token: owner.token })).body;
    const lookups = [
      `{ _entities(representations: [{ __typename: "Merchant", id: "${id}" }]) { ... on Merchant { address zip availableBalance } } }`,
      "query ($r: [_Any!]!) { _entities(representations: $r) { __typename } }",
      "{ _service { sdl } }",
    ];
    for (const token of [owner.token, (await signUpMerchant()).token, undefined]) {
      for (const query of lookups) {
        const answer = await graph(query, token, { r: [{ __typename: "Merchant", id }] });
        expect(answer.status, query).toBeGreaterThanOrEqual(400);
        expect(answer.status, query).toBeLessThan(500);
        expect(answer.body.data ?? null, query).toBeNull();
        expect(JSON.stringify(answer.body), query).not.toContain("3100 Brighton Blvd");
      }
    }
  });

  it("refuses an expired token and a signed-out one on every merchant call, as it refuses none", async () => {
    const merchant = await signUpMerchant();
    const order = await buy(1);
    await pendingLead(merchant.token, order.id);
    const claims = JSON.parse(Buffer.from(merchant.token.split(".")[1] ?? "", "base64url").toString());
    const expired = new TokenService(loadTokenKeys({ dataDir: system.dataDir }), -60).sign({
      id: claims.sub,
      username: claims.username,
      role: "merchant",
    });
    const calls = (token: string) => [
      () => api.get("/api/merchant", { token }),
      () => api.get("/api/merchants/orders", { token }),
      () => api.post(`/api/orders/${order.id}/accept`, undefined, { token }),
      () => api.post(`/api/orders/${order.id}/fulfill`, undefined, { token }),
      () => api.post("/api/merchant/subscription", { paymentMethodId: "pm_card_visa" }, { token }),
    ];
    for (const call of calls(expired)) expect((await call()).status).toBe(401);
    expect((await graph("{ myMerchant { id address } }", expired)).body.data?.myMerchant ?? null).toBeNull();

    expect((await api.post("/api/auth/logout", undefined, { token: merchant.token })).status).toBe(204);
    // Fulfillment hears of the sign-out through the SessionRevoked event.
    await eventually(
      async () => ((await api.get("/api/merchant", { token: merchant.token })).status === 401 ? true : undefined),
      10_000,
      "fulfillment refusing the signed-out token",
    );
    for (const call of calls(merchant.token)) expect((await call()).status).toBe(401);
    const shop = await graph("{ myMerchant { id address } }", merchant.token);
    expect(shop.body.data?.myMerchant ?? null).toBeNull();
    expect(JSON.stringify(shop.body)).not.toContain("3100 Brighton Blvd");
    // The lead is still anyone's.
    expect((await pendingLead((await signUpMerchant()).token, order.id)).status).toBe("pending");
  });

  it("gives Consumer and Dispensary accounts no lists, leads or subscription (404: no print shop)", async () => {
    const order = await buy(1);
    for (const role of ["user", "dispensary"] as const) {
      const { token } = await signUp(api, role);
      expect((await api.get("/api/merchants/orders", { token })).status, role).toBe(404);
      expect((await api.post(`/api/orders/${order.id}/accept`, undefined, { token })).status, role).toBe(404);
      expect((await api.post(`/api/orders/${order.id}/fulfill`, undefined, { token })).status, role).toBe(404);
      expect((await api.post("/api/merchant/subscription", { paymentMethodId: "pm_card_visa" }, { token })).status, role).toBe(
        404,
      );
      const card = { number: "4242424242424242", expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" };
      const saved = await graph("mutation ($card: OfflineCardInput!) { createOfflinePaymentMethod(card: $card) { id } }", token, {
        card,
      });
      expect(saved.body.errors?.[0]?.extensions?.code, role).toBe("FORBIDDEN");
    }
  });
});

describe("one merchant wins a lead", () => {
  it(`of ${RACERS} merchants accepting at once, exactly one gets it and the others 409`, { timeout: 300_000 }, async () => {
    const racers: Array<Awaited<ReturnType<typeof signUpMerchant>>> = [];
    // In batches: every sign-up hashes a password.
    for (let i = 0; i < RACERS; i += 10) {
      racers.push(...(await Promise.all(Array.from({ length: Math.min(10, RACERS - i) }, () => signUpMerchant()))));
    }
    const order = await buy(1);
    await pendingLead(racers[0]?.token ?? "", order.id);

    const answers = await Promise.all(
      racers.map((racer) => api.post(`/api/orders/${order.id}/accept`, undefined, { token: racer.token })),
    );
    const won = answers.filter((answer) => answer.status === 200);
    const lost = answers.filter((answer) => answer.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(RACERS - 1);
    for (const answer of lost) expect(answer.body).toEqual({ message: fulfillmentMessages.alreadyAccepted });

    const winner = racers[answers.findIndex((answer) => answer.status === 200)];
    expect(leadIn((await listsOf(winner?.token ?? "")).active, order.id)).toMatchObject({ status: "assigned" });
    const loser = racers[answers.findIndex((answer) => answer.status === 409)];
    const lists = await listsOf(loser?.token ?? "");
    for (const list of [lists.pending, lists.active, lists.fulfilled]) expect(leadIn(list, order.id)).toBeUndefined();
    await receiptShows(order.token, "assigned");
  });
});

describe("Stripe Billing webhooks: /api/webhooks/stripe-billing", () => {
  const sign = (payload: string, t: number, secret = BILLING_SECRET) =>
    `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex")}`;
  const deliver = (body: string, signature?: string) =>
    api.post("/api/webhooks/stripe-billing", undefined, {
      raw: body,
      headers: signature ? { "stripe-signature": signature } : {},
    });
  const event = (type: string, object: Record<string, unknown>) =>
    `{\n  "id": "evt_e2e_${type}_${Date.now()}",\n  "object": "event",\n  "type": "${type}",\n  "data": { "object": ${JSON.stringify(object)} }\n}`;

  it("acknowledges a delivery signed over its exact bytes, also twice, and refuses a bad signature", async () => {
    const payload = event("customer.created", { id: "cus_e2e" });
    const now = Math.floor(Date.now() / 1000);
    expect(await deliver(payload, sign(payload, now))).toMatchObject({ status: 200, body: { received: true } });
    expect(await deliver(payload, sign(payload, now))).toMatchObject({ status: 200, body: { received: true } });
    expect(await deliver(payload)).toMatchObject({ status: 400, body: { message: "Missing Stripe-Signature header" } });
    expect((await deliver(payload, sign(payload, now, "whsec_other"))).status).toBe(400);
    expect((await deliver(payload, sign(payload, now - 600))).status).toBe(400);
    expect((await deliver(payload.replace("cus_e2e", "cus_xyz"), sign(payload, now))).status).toBe(400);
  });

  it("a failed renewal makes the merchant inactive: no pending leads, no accepting (402), until a card pays again", async () => {
    const merchant = await signUpMerchant({ businessName: "Lapsed Ink" });
    const order = await buy(1);
    await pendingLead(merchant.token, order.id);
    const { providerSubscriptionId } = (await api.get("/api/merchant", { token: merchant.token })).body;

    const failed = event("invoice.payment_failed", {
      id: `in_e2e_${Date.now()}`,
      object: "invoice",
      subscription: providerSubscriptionId,
    });
    expect((await deliver(failed, sign(failed, Math.floor(Date.now() / 1000)))).status).toBe(200);
    expect(await api.get("/api/merchant", { token: merchant.token })).toMatchObject({
      status: 200,
      body: { subscriptionStatus: "past_due", isActive: false },
    });
    expect((await listsOf(merchant.token)).pending).toEqual([]);
    expect(await api.post(`/api/orders/${order.id}/accept`, undefined, { token: merchant.token })).toMatchObject({
      status: 402,
      body: { message: fulfillmentMessages.subscriptionInactive },
    });

    expect(
      await api.post("/api/merchant/subscription", { paymentMethodId: "pm_card_chargeDeclined" }, { token: merchant.token }),
    ).toMatchObject({ status: 402, body: { message: "Your card was declined." } });
    expect(await api.post("/api/merchant/subscription", {}, { token: merchant.token })).toMatchObject({
      status: 400,
      body: { message: fulfillmentMessages.paymentMethodRequired },
    });
    expect(
      await api.post("/api/merchant/subscription", { paymentMethodId: "pm_card_visa" }, { token: merchant.token }),
    ).toMatchObject({ status: 200, body: { subscriptionStatus: "active", isActive: true } });
    expect(leadIn((await listsOf(merchant.token)).pending, order.id)).toBeDefined();
    expect((await api.post(`/api/orders/${order.id}/accept`, undefined, { token: merchant.token })).status).toBe(200);
  });
});

describe("the logs", () => {
  it("hold no shopper's street address, zip or email from any order here", () => {
    const logged = system.output();
    expect(logged).toContain("/api/merchants/orders");
    expect(shippings.length).toBeGreaterThan(0);
    for (const shipping of shippings) {
      for (const detail of [shipping.shippingAddress, shipping.shippingZip, shipping.customerEmail]) {
        expect(logged).not.toContain(detail);
      }
    }
  });
});

describe("the OpenAPI document", () => {
  it("documents every merchant call and the billing webhook", async () => {
    const { body } = await api.get("/api/openapi.json");
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        "/api/merchant",
        "/api/merchants",
        "/api/merchant/subscription",
        "/api/merchants/orders",
        "/api/orders/{id}/accept",
        "/api/orders/{id}/fulfill",
        "/api/merchant/withdrawals",
        "/api/webhooks/stripe-billing",
      ]),
    );
    expect(body.paths["/api/merchants"].post.responses).toHaveProperty("402");
    expect(body.paths["/api/merchants"].post.responses).toHaveProperty(["429", "headers", "Retry-After"]);
    expect(body.paths["/api/merchant/subscription"].post.responses).toHaveProperty("429");
    expect(body.paths["/api/orders/{id}/fulfill"].post.responses).toHaveProperty("400");
    expect(Object.keys(body.paths["/api/merchant/withdrawals"].post.responses)).toEqual(
      expect.arrayContaining(["201", "400", "401", "404"]),
    );
    expect(Object.keys(body.paths["/api/merchant/withdrawals"].get.responses)).toEqual(
      expect.arrayContaining(["200", "401", "404"]),
    );
    expect(body.paths["/api/orders/{id}/fulfill"].post.requestBody).toMatchObject({ required: false });
  });
});
