import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PayPalError, PayPalWalletPayments } from "../../src/payments/paypal-wallet.ts";
import { type PayPalStandIn, startPayPalStandIn } from "./paypal-stand-in.ts";
import { describeWalletPaymentsContract } from "./wallet-payments.contract.ts";

let paypal: PayPalStandIn;
beforeAll(async () => {
  paypal = await startPayPalStandIn();
});
afterAll(() => paypal.stop());

const adapter = (overrides: Partial<ConstructorParameters<typeof PayPalWalletPayments>[0]> = {}) =>
  new PayPalWalletPayments({
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    apiUrl: paypal.url,
    timeoutMs: 5_000,
    ...overrides,
  });

describeWalletPaymentsContract("PayPal (local Orders v2 stand-in)", async () => ({
  wallet: adapter(),
  payer: {
    approve: async (id) => paypal.approve(id),
    cancel: async (id) => paypal.voidOrder(id),
  },
}));

describe("PayPal wallet adapter", () => {
  it("creates a CAPTURE order for the amount in USD under the idempotency key, with a bearer token", async () => {
    const wallet = adapter();
    const idempotencyKey = randomUUID();
    const before = paypal.requests.length;
    const order = await wallet.createOrder({ amountCents: 5000, currency: "USD", idempotencyKey });
    const sent = paypal.requests.slice(before).find((request) => request.path === "/v2/checkout/orders");
    expect(sent?.body).toEqual({ intent: "CAPTURE", purchase_units: [{ amount: { currency_code: "USD", value: "50.00" } }] });
    expect(sent?.headers["paypal-request-id"]).toBe(idempotencyKey);
    expect(sent?.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(order.approveUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`);
  });

  it("sets the button up with PayPal's client token", async () => {
    const before = paypal.requests.length;
    const { clientToken } = await adapter().setup();
    expect(clientToken).toMatch(/^eyJicmFpbnRyZWUi/);
    expect(paypal.requests.slice(before).map((request) => request.path)).toContain("/v1/identity/generate-token");
  });

  it("keeps its access token for many calls and renews it when PayPal no longer accepts it", async () => {
    const wallet = adapter();
    const issued = paypal.tokensIssued();
    const order = await wallet.createOrder({ amountCents: 2500, currency: "USD", idempotencyKey: randomUUID() });
    await wallet.getOrder(order.id);
    await wallet.setup();
    expect(paypal.tokensIssued()).toBe(issued + 1);
    paypal.revokeTokens();
    expect(await wallet.getOrder(order.id)).toMatchObject({ id: order.id, status: "CREATED" });
    expect(paypal.tokensIssued()).toBe(issued + 2);
  });

  it("renews a token that is about to expire before using it", async () => {
    const shortLived = await startPayPalStandIn({ tokenLifetimeSeconds: 30 });
    try {
      const wallet = adapter({ clientId: shortLived.clientId, clientSecret: shortLived.clientSecret, apiUrl: shortLived.url });
      await wallet.setup();
      await wallet.setup();
      expect(shortLived.tokensIssued()).toBe(2);
    } finally {
      await shortLived.stop();
    }
  });

  it("says what PayPal answered when the credentials are wrong", async () => {
    const wallet = adapter({ clientSecret: "wrong" });
    const refused = await wallet.setup().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PayPalError);
    expect((refused as PayPalError).status).toBe(401);
    expect((refused as PayPalError).message).toBe(
      "PayPal refused POST /v1/oauth2/token (401 invalid_client): Client Authentication failed",
    );
  });

  it("turns PayPal's error JSON into a readable message", async () => {
    // Capturing an order PayPal never made: PayPal refuses, and the message says why.
    await expect(adapter().capture("0AB12345CD6789012", randomUUID())).rejects.toThrow(
      "PayPal refused POST /v2/checkout/orders/0AB12345CD6789012/capture (404 RESOURCE_NOT_FOUND INVALID_RESOURCE_ID): Specified resource ID does not exist. Please check the resource ID and try again.",
    );
  });

  it("reads a refund PayPal refuses as already made (CAPTURE_FULLY_REFUNDED) from the order's refunds", async () => {
    const wallet = adapter();
    const order = await wallet.createOrder({ amountCents: 5000, currency: "USD", idempotencyKey: randomUUID() });
    paypal.approve(order.id);
    const captured = await wallet.capture(order.id, randomUUID());
    const first = await wallet.refund(order.id, randomUUID());
    paypal.requests.length = 0;
    expect(await wallet.refund(order.id, randomUUID())).toEqual({ refundId: first.refundId, alreadyRefunded: true });
    expect(paypal.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v2/checkout/orders/${order.id}`,
      `POST /v2/payments/captures/${captured.captureId}/refund`,
      `GET /v2/checkout/orders/${order.id}`,
    ]);
  });

  it("throws a network failure as it is, for the use case to decide", async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const failure = await adapter({ apiUrl: `http://127.0.0.1:${closed}` })
      .getOrder("0AB12345CD6789012")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(PayPalError);
  });
});
