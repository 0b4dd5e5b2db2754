import { randomUUID } from "node:crypto";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createStripeClient } from "@highcotton/billing/stripe";
import type { Database } from "@highcotton/kit";
import { startStripeMock } from "@highcotton/kit/testing";
import { pino } from "pino";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPaymentProviders, paymentSettings } from "../../src/payments/create-providers.ts";
import { StripeCardPayments } from "../../src/payments/stripe-card.ts";
import { describeCardPaymentsContract } from "./card-payments.contract.ts";

// Decided while the file is collected, so a missing stripe-mock shows as a named skip. The first
// run may build it with Go; later runs start it from .cache/stripe-mock.
const stripeMock = await startStripeMock();

/** A request as it reached Stripe's API: what the adapter asked for, decoded. */
interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  params: URLSearchParams;
}

if ("skip" in stripeMock) {
  console.warn(`Stripe adapter tests skipped: ${stripeMock.skip}`);
  describe.skip(`Stripe adapters against stripe-mock (skipped: ${stripeMock.skip})`, () => {
    it("needs stripe-mock", () => {});
  });
} else {
  const secretKey = "sk_test_51HighCottonStripeMock";
  let proxy: Server;
  let apiUrl: string;
  let recorded: Recorded[] = [];

  beforeAll(async () => {
    // Between the adapters and stripe-mock: records each request and answers Stripe's 404 for ids
    // named missing (stripe-mock knows every id).
    proxy = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const body = Buffer.concat(chunks);
        const url = new URL(incoming.url ?? "/", "http://proxy");
        recorded.push({
          method: incoming.method ?? "GET",
          path: url.pathname,
          idempotencyKey: incoming.headers["idempotency-key"] as string | undefined,
          authorization: incoming.headers.authorization,
          params: new URLSearchParams(incoming.method === "GET" ? url.search : body.toString()),
        });
        const missing = /\/v1\/payment_intents\/(pi_missing\w*)/.exec(url.pathname);
        if (missing) {
          outgoing.writeHead(404, { "content-type": "application/json" }).end(
            JSON.stringify({
              error: {
                code: "resource_missing",
                doc_url: "https://stripe.com/docs/error-codes/resource-missing",
                message: `No such payment_intent: '${missing[1]}'`,
                param: "intent",
                type: "invalid_request_error",
              },
            }),
          );
          return;
        }
        // A payment refunded before (another key, or a key Stripe forgot after 24 hours).
        const refunded =
          url.pathname === "/v1/refunds" && incoming.method === "POST" && /payment_intent=pi_refunded/.test(body.toString());
        if (refunded) {
          outgoing.writeHead(400, { "content-type": "application/json" }).end(
            JSON.stringify({
              error: {
                code: "charge_already_refunded",
                doc_url: "https://stripe.com/docs/error-codes/charge-already-refunded",
                message: "Charge ch_3QmT8fLkdIwHu7ix0aB1cD2e has already been refunded.",
                type: "invalid_request_error",
              },
            }),
          );
          return;
        }
        const target = new URL(incoming.url ?? "/", stripeMock.url);
        const forwarded = request(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
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
  });

  describeCardPaymentsContract(
    "Stripe (stripe-mock)",
    async () => ({ cards: new StripeCardPayments(createStripeClient(secretKey, apiUrl)) }),
    {
      stateful: false,
    },
  );

  describe("Stripe card adapter against stripe-mock", () => {
    const cards = () => new StripeCardPayments(createStripeClient(secretKey, apiUrl));

    it("asks for a PaymentIntent with automatic payment methods, the metadata and the idempotency key", async () => {
      const idempotencyKey = randomUUID();
      const intent = await cards().createIntent({
        amountCents: 5000,
        currency: "usd",
        idempotencyKey,
        metadata: { paymentId: idempotencyKey, sessionId: "session_1_abc" },
      });
      expect(intent.id).toMatch(/^pi_/);
      expect(recorded).toHaveLength(1);
      const [sent] = recorded;
      expect(sent).toMatchObject({ method: "POST", path: "/v1/payment_intents", idempotencyKey });
      expect(sent?.authorization).toBe(`Bearer ${secretKey}`);
      expect(Object.fromEntries(sent?.params ?? [])).toEqual({
        amount: "5000",
        currency: "usd",
        "automatic_payment_methods[enabled]": "true",
        "metadata[paymentId]": idempotencyKey,
        "metadata[sessionId]": "session_1_abc",
      });
    });

    it("reads an intent with its latest charge expanded, and maps Stripe's answer", async () => {
      const view = await cards().retrieve("pi_3QmT8fLkdIwHu7ix0aB1cD2e");
      expect(recorded[0]).toMatchObject({ method: "GET", path: "/v1/payment_intents/pi_3QmT8fLkdIwHu7ix0aB1cD2e" });
      expect([...(recorded[0]?.params ?? [])]).toEqual([["expand[0]", "latest_charge"]]);
      // stripe-mock's canned intent: requires_payment_method with a last_payment_error, $10.99.
      expect(view).toEqual({
        id: "pi_3QmT8fLkdIwHu7ix0aB1cD2e",
        amountCents: 1099,
        currency: "usd",
        status: "failed",
        failureMessage: "Your payment could not be completed.",
      });
    });

    it("answers null for an intent Stripe does not know", async () => {
      expect(await cards().retrieve("pi_missing_1234")).toBeNull();
    });

    it("refunds the PaymentIntent in full under the idempotency key", async () => {
      const refund = await cards().refund("pi_3QmT8fLkdIwHu7ix0aB1cD2e", "refund-key-1");
      expect(refund.refundId).toMatch(/^re_/);
      expect(recorded[0]).toMatchObject({ method: "POST", path: "/v1/refunds", idempotencyKey: "refund-key-1" });
      expect(Object.fromEntries(recorded[0]?.params ?? [])).toEqual({ payment_intent: "pi_3QmT8fLkdIwHu7ix0aB1cD2e" });
      expect(refund.alreadyRefunded).toBe(false);
    });

    it("answers a payment Stripe already refunded (charge_already_refunded) with the refund Stripe lists for it", async () => {
      const refund = await cards().refund("pi_refunded_1234", "refund-key-2");
      expect(refund).toEqual({ refundId: expect.stringMatching(/^re_/), alreadyRefunded: true });
      expect(recorded.map((request) => `${request.method} ${request.path}`)).toEqual(["POST /v1/refunds", "GET /v1/refunds"]);
      expect(Object.fromEntries(recorded[1]?.params ?? [])).toEqual({ payment_intent: "pi_refunded_1234", limit: "1" });
    });
  });

  describe("payment settings pointing at Stripe", () => {
    it("sends cards and payouts through Stripe at STRIPE_API_URL when the keys are set", async () => {
      const settings = paymentSettings.parse({
        STRIPE_SECRET_KEY: secretKey,
        STRIPE_API_URL: apiUrl,
        STRIPE_CONNECT_PAYOUTS: "true",
      });
      const providers = createPaymentProviders(settings, {
        database: {} as Database, // Stripe keeps the state: nothing touches the store
        publicUrl: () => "https://highcotton.example",
        logger: pino({ level: "silent" }),
        mode: { production: false, offline: false },
      });
      expect(providers.cards.provider).toBe("stripe");
      expect(providers.payouts.provider).toBe("stripe_connect");
      expect(providers.offline.cards).toBeUndefined();
      await providers.cards.createIntent({ amountCents: 2500, currency: "usd", idempotencyKey: randomUUID(), metadata: {} });
      expect(recorded.map((sent) => sent.path)).toEqual(["/v1/payment_intents"]);
    });
  });
}
