import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for PayPal's REST API (OAuth2, Orders v2, captures' refunds), keeping orders in
 * memory as a sandbox would. It holds callers to what PayPal requires: a bearer token it issued
 * from the app's credentials, the order body's shape, and PayPal-Request-Id idempotency.
 */
export interface PayPalStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Requests as they arrived (path, method, headers, parsed body). */
  requests: Array<{ method: string; path: string; headers: IncomingMessage["headers"]; body: unknown }>;
  /** How many access tokens were issued. */
  tokensIssued(): number;
  /** Forgets every issued token, as when they expire early at PayPal. */
  revokeTokens(): void;
  /** The payer approves in PayPal's popup. */
  approve(orderId: string): void;
  /** The order is voided (PayPal voids an order the payer abandons). */
  voidOrder(orderId: string): void;
  stop(): Promise<void>;
}

interface StoredOrder {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED" | "VOIDED";
  currency: string;
  value: string;
  capture?: { id: string; status: "COMPLETED" | "REFUNDED"; refundId?: string };
}

const paypalId = () => {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  return [...randomBytes(17)].map((byte) => alphabet[byte % alphabet.length]).join("");
};

export async function startPayPalStandIn(options: { tokenLifetimeSeconds?: number } = {}): Promise<PayPalStandIn> {
  const clientId = "AeHighCottonSandboxClient";
  const clientSecret = "EHighCottonSandboxSecret";
  const tokens = new Set<string>();
  let issued = 0;
  const orders = new Map<string, StoredOrder>();
  const byRequestId = new Map<string, unknown>();
  const requests: PayPalStandIn["requests"] = [];

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const text = Buffer.concat(chunks).toString();
      const path = new URL(incoming.url ?? "/", "http://paypal").pathname;
      let body: unknown = text;
      if (incoming.headers["content-type"]?.startsWith("application/json")) {
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          return send(outgoing, 400, malformed("The request body is not JSON"));
        }
      }
      requests.push({ method: incoming.method ?? "GET", path, headers: incoming.headers, body });
      route(incoming, outgoing, path, body);
    });
  });

  const route = (incoming: IncomingMessage, outgoing: ServerResponse, path: string, body: unknown) => {
    const method = incoming.method;
    if (method === "POST" && path === "/v1/oauth2/token") {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
      if (incoming.headers.authorization !== expected) {
        return send(outgoing, 401, { error: "invalid_client", error_description: "Client Authentication failed" });
      }
      if (body !== "grant_type=client_credentials") {
        return send(outgoing, 400, { error: "unsupported_grant_type", error_description: "Grant Type is NULL" });
      }
      const token = `A21AA${randomBytes(24).toString("base64url")}`;
      tokens.add(token);
      issued++;
      return send(outgoing, 200, {
        scope: "https://uri.paypal.com/services/payments/payment/authcapture",
        access_token: token,
        token_type: "Bearer",
        app_id: "APP-80W284485P519543T",
        expires_in: options.tokenLifetimeSeconds ?? 32_400,
        nonce: randomBytes(8).toString("hex"),
      });
    }
    const bearer = /^Bearer (.+)$/.exec(incoming.headers.authorization ?? "")?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return send(outgoing, 401, {
        name: "AUTHENTICATION_FAILURE",
        message: "Authentication failed due to invalid authentication credentials or a missing Authorization header.",
      });
    }
    if (method === "POST" && path === "/v1/identity/generate-token") {
      return send(outgoing, 200, { client_token: `eyJicmFpbnRyZWUi${randomBytes(24).toString("base64url")}`, expires_in: 3600 });
    }
    if (method === "POST" && path === "/v2/checkout/orders") return createOrder(incoming, outgoing, body);
    const order = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (order) {
      const stored = orders.get(decodeURIComponent(order[1] ?? ""));
      if (!stored) return send(outgoing, 404, notFound());
      if (method === "GET" && !order[2]) return send(outgoing, 200, representation(stored));
      if (method === "POST" && order[2]) return capture(incoming, outgoing, stored);
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === "POST" && refund) return refundCapture(incoming, outgoing, decodeURIComponent(refund[1] ?? ""));
    return send(outgoing, 404, notFound());
  };

  const idempotent = (incoming: IncomingMessage, outgoing: ServerResponse, answer: () => [number, unknown]) => {
    const requestId = incoming.headers["paypal-request-id"] as string | undefined;
    const scoped = requestId && `${incoming.url} ${requestId}`;
    if (scoped && byRequestId.has(scoped)) return send(outgoing, 200, byRequestId.get(scoped));
    const [status, body] = answer();
    if (scoped && status < 300) byRequestId.set(scoped, body);
    return send(outgoing, status, body);
  };

  const createOrder = (incoming: IncomingMessage, outgoing: ServerResponse, body: unknown) => {
    const problem = orderBodyProblem(body);
    if (problem) return send(outgoing, 400, malformed(problem));
    return idempotent(incoming, outgoing, () => {
      const amount = (body as { purchase_units: Array<{ amount: { currency_code: string; value: string } }> }).purchase_units[0]
        ?.amount;
      const stored: StoredOrder = {
        id: paypalId(),
        status: "CREATED",
        currency: amount?.currency_code ?? "",
        value: amount?.value ?? "",
      };
      orders.set(stored.id, stored);
      return [201, representation(stored)];
    });
  };

  const capture = (incoming: IncomingMessage, outgoing: ServerResponse, stored: StoredOrder) =>
    idempotent(incoming, outgoing, () => {
      if (stored.status === "COMPLETED") return [422, unprocessable("ORDER_ALREADY_CAPTURED", "Order already captured.")];
      if (stored.status !== "APPROVED") {
        return [
          422,
          unprocessable(
            "ORDER_NOT_APPROVED",
            "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
          ),
        ];
      }
      stored.status = "COMPLETED";
      stored.capture = { id: paypalId(), status: "COMPLETED" };
      return [201, representation(stored)];
    });

  const refundCapture = (incoming: IncomingMessage, outgoing: ServerResponse, captureId: string) =>
    idempotent(incoming, outgoing, () => {
      const stored = [...orders.values()].find((candidate) => candidate.capture?.id === captureId);
      if (!stored?.capture) return [404, notFound()];
      if (stored.capture.status === "REFUNDED") {
        return [422, unprocessable("CAPTURE_FULLY_REFUNDED", "The capture has already been fully refunded")];
      }
      stored.capture.status = "REFUNDED";
      stored.capture.refundId = paypalId();
      return [201, { id: stored.capture.refundId, status: "COMPLETED" }];
    });

  const representation = (stored: StoredOrder) => {
    const self = `${url}/v2/checkout/orders/${stored.id}`;
    return {
      id: stored.id,
      intent: "CAPTURE",
      status: stored.status,
      purchase_units: [
        {
          reference_id: "default",
          amount: { currency_code: stored.currency, value: stored.value },
          payee: { email_address: "merchant@highcotton.example", merchant_id: "7KNGBPH2U58GQ" },
          ...(stored.capture && {
            payments: {
              captures: [
                {
                  id: stored.capture.id,
                  status: stored.capture.status,
                  amount: { currency_code: stored.currency, value: stored.value },
                  final_capture: true,
                },
              ],
              ...(stored.capture.refundId && {
                refunds: [
                  {
                    id: stored.capture.refundId,
                    status: "COMPLETED",
                    amount: { currency_code: stored.currency, value: stored.value },
                  },
                ],
              }),
            },
          }),
        },
      ],
      create_time: "2026-01-01T00:00:00Z",
      links: [
        { href: self, rel: "self", method: "GET" },
        ...(stored.status === "CREATED"
          ? [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${stored.id}`, rel: "approve", method: "GET" }]
          : []),
        ...(stored.status === "APPROVED" ? [{ href: `${self}/capture`, rel: "capture", method: "POST" }] : []),
      ],
    };
  };

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const known = (orderId: string) => {
    const stored = orders.get(orderId);
    if (!stored) throw new Error(`The PayPal stand-in has no order ${orderId}`);
    return stored;
  };
  return {
    url,
    clientId,
    clientSecret,
    requests,
    tokensIssued: () => issued,
    revokeTokens: () => tokens.clear(),
    approve(orderId) {
      const stored = known(orderId);
      if (stored.status === "CREATED") stored.status = "APPROVED";
    },
    voidOrder(orderId) {
      const stored = known(orderId);
      if (stored.status === "CREATED" || stored.status === "APPROVED") stored.status = "VOIDED";
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What PayPal checks of a CAPTURE order's body, as far as commerce sends it. */
function orderBodyProblem(body: unknown): string | null {
  const order = body as { intent?: unknown; purchase_units?: Array<{ amount?: { currency_code?: unknown; value?: unknown } }> };
  if (typeof body !== "object" || body === null) return "The body must be a JSON object";
  if (order.intent !== "CAPTURE") return "/intent must be CAPTURE";
  if (!Array.isArray(order.purchase_units) || order.purchase_units.length !== 1) return "/purchase_units must hold one unit";
  const amount = order.purchase_units[0]?.amount;
  if (amount?.currency_code !== "USD") return "/purchase_units/0/amount/currency_code must be USD";
  if (typeof amount.value !== "string" || !/^\d{1,10}\.\d{2}$/.test(amount.value) || Number(amount.value) <= 0) {
    return "/purchase_units/0/amount/value must be a positive amount with two decimals";
  }
  return null;
}

const send = (outgoing: ServerResponse, status: number, body: unknown) =>
  outgoing.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

const malformed = (description: string) => ({
  name: "INVALID_REQUEST",
  message: "Request is not well-formed, syntactically incorrect, or violates schema.",
  debug_id: randomBytes(6).toString("hex"),
  details: [{ issue: "INVALID_PARAMETER_VALUE", description }],
});

const unprocessable = (issue: string, description: string) => ({
  name: "UNPROCESSABLE_ENTITY",
  message: "The requested action could not be performed, semantically incorrect, or failed business validation.",
  debug_id: randomBytes(6).toString("hex"),
  details: [{ issue, description }],
});

const notFound = () => ({
  name: "RESOURCE_NOT_FOUND",
  message: "The specified resource does not exist.",
  debug_id: randomBytes(6).toString("hex"),
  details: [
    {
      issue: "INVALID_RESOURCE_ID",
      description: "Specified resource ID does not exist. Please check the resource ID and try again.",
    },
  ],
});
