import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as it reached Stripe's API, and what came back. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, string>;
  answer: Record<string, unknown> | null;
}

/** Between a Stripe Billing adapter and stripe-mock: what each test asked Stripe, and a few answers stripe-mock cannot give. */
export interface StripeBillingProxy {
  /** Where the adapter's Stripe client points (STRIPE_API_URL). */
  url: string;
  /** The requests since the last `clear`, in order. */
  recorded: RecordedStripeRequest[];
  /** "METHOD /path" of each recorded request. */
  calls(): string[];
  /** Forgets the recorded requests, and the answers kept by idempotency key, and answers as if no product had been made yet. */
  clear(): void;
  /** Answers the product's creation as Stripe does once another process made it. */
  productExists: boolean;
  stop(): Promise<void>;
}

interface Canned {
  status: number;
  body: Record<string, unknown>;
}

const stripeError = (status: number, error: Record<string, string>): Canned => ({ status, body: { error } });

/**
 * What stripe-mock cannot play (it answers canned objects), as Stripe test mode would:
 * pm_card_chargeDeclined is declined when a subscription is made, an invoice paid or a card set
 * up for later payments (a SetupIntent) or a payment confirmed (a PaymentIntent); pm_missing…
 * is unknown and pm_reused… a card sent again with other details; sub_missing… is unknown.
 */
function scripted(method: string, path: string, params: URLSearchParams, productExists: boolean): Canned | null {
  const paymentMethod = params.get("payment_method") ?? params.get("default_payment_method") ?? "";
  if (method === "POST" && paymentMethod === "pm_card_chargeDeclined" && path === "/v1/subscriptions") {
    return stripeError(402, {
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
    });
  }
  if (method === "POST" && paymentMethod === "pm_card_chargeDeclined" && path === "/v1/setup_intents") {
    return stripeError(402, {
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
    });
  }
  if (method === "POST" && paymentMethod === "pm_card_chargeDeclined" && path === "/v1/payment_intents") {
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

/** Stripe's test payment methods' cards, as an expanded payment method shows them. */
const TEST_CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444" },
};

/**
 * stripe-mock's canned subscription, in the state its id names (sub_past_due…, sub_canceled…); a
 * SetupIntent or PaymentIntent confirmed with a card that needs no authentication succeeds, as in
 * test mode, and a PaymentIntent's payment method comes back expanded when asked (stripe-mock
 * answers its id).
 */
function rewrite(
  method: string,
  path: string,
  params: URLSearchParams,
  answer: Record<string, unknown>,
): Record<string, unknown> {
  if (method === "POST" && path === "/v1/setup_intents" && params.get("confirm") === "true" && !("error" in answer)) {
    const needsAuthentication = params.get("payment_method")?.startsWith("pm_card_authenticationRequired");
    return { ...answer, status: needsAuthentication ? "requires_action" : "succeeded" };
  }
  if (method === "POST" && path === "/v1/payment_intents" && params.get("confirm") === "true" && !("error" in answer)) {
    const id = params.get("payment_method") ?? "";
    const card = TEST_CARDS[id];
    const expanded = params.getAll("expand[]").includes("payment_method") || params.get("expand[0]") === "payment_method";
    return {
      ...answer,
      status: "succeeded",
      ...(expanded && card && { payment_method: { id, object: "payment_method", type: "card", card } }),
    };
  }
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

/** Starts the proxy in front of a running stripe-mock (`startStripeMock`). */
export async function startStripeBillingProxy(stripeMockUrl: string): Promise<StripeBillingProxy> {
  // As Stripe, a POST's answer is kept under its idempotency key and answered again to the same
  // request (stripe-mock makes a new id each time); the key with other parameters is an error.
  const answered = new Map<string, { params: string; status: number; answer: Record<string, unknown> }>();
  const proxy: StripeBillingProxy = {
    url: "",
    recorded: [],
    calls: () => proxy.recorded.map((entry) => `${entry.method} ${entry.path}`),
    clear() {
      proxy.recorded.length = 0;
      answered.clear();
      proxy.productExists = false;
    },
    productExists: false,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(incoming.url ?? "/", "http://proxy");
      const params = new URLSearchParams(incoming.method === "POST" ? body.toString() : url.search);
      const entry: RecordedStripeRequest = {
        method: incoming.method ?? "GET",
        path: url.pathname,
        idempotencyKey: incoming.headers["idempotency-key"] as string | undefined,
        params: Object.fromEntries(params),
        answer: null,
      };
      proxy.recorded.push(entry);
      const replayKey = entry.method === "POST" && entry.idempotencyKey ? `${entry.path} ${entry.idempotencyKey}` : null;
      const reply = (status: number, answer: Record<string, unknown>) => {
        entry.answer = answer;
        if (replayKey && !answered.has(replayKey)) answered.set(replayKey, { params: body.toString(), status, answer });
        outgoing.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer));
      };
      const earlier = replayKey ? answered.get(replayKey) : undefined;
      if (earlier && earlier.params !== body.toString()) {
        return reply(
          400,
          stripeError(400, {
            type: "idempotency_error",
            message: "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          }).body,
        );
      }
      if (earlier) return reply(earlier.status, earlier.answer);
      const canned = scripted(entry.method, entry.path, params, proxy.productExists);
      if (canned) return reply(canned.status, canned.body);
      const target = new URL(incoming.url ?? "/", stripeMockUrl);
      const forwarded = request(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
        const parts: Buffer[] = [];
        answer.on("data", (part: Buffer) => parts.push(part));
        answer.on("end", () =>
          reply(answer.statusCode ?? 502, rewrite(entry.method, entry.path, params, JSON.parse(Buffer.concat(parts).toString()))),
        );
      });
      forwarded.on("error", (error) => outgoing.writeHead(502).end(String(error)));
      forwarded.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
