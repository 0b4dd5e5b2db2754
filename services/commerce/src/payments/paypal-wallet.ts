import { cents, fromDecimal, toDecimal } from "@highcotton/kit/money";
import { z } from "zod";
import { PaymentDeclined, type RefundMade, type WalletOrderStatus, type WalletOrderView, type WalletPayments } from "./ports.ts";

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com (or a stand-in in tests). */
  apiUrl: string;
  /** Bounds every call to PayPal. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A call PayPal answered with an error: its status, PayPal's error name and the first issue. */
export class PayPalError extends Error {
  override readonly name = "PayPalError";
  constructor(
    message: string,
    readonly status: number,
    readonly issue?: string,
  ) {
    super(message);
  }
}

/** Renew a token this long before PayPal says it expires, so no call carries an expiring one. */
const TOKEN_MARGIN_MS = 60_000;

const link = z.object({ href: z.string(), rel: z.string() });
const capture = z.looseObject({ id: z.string(), status: z.string().optional() });
const orderShape = z.looseObject({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.looseObject({
        amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
        payments: z
          .looseObject({ captures: z.array(capture).optional(), refunds: z.array(z.looseObject({ id: z.string() })).optional() })
          .optional(),
      }),
    )
    .optional(),
  links: z.array(link).optional(),
});
type PayPalOrder = z.infer<typeof orderShape>;

const tokenShape = z.looseObject({ access_token: z.string(), expires_in: z.number() });
const clientTokenShape = z.looseObject({ client_token: z.string() });
const refundShape = z.looseObject({ id: z.string() });
const errorShape = z.looseObject({
  name: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.looseObject({ issue: z.string().optional(), description: z.string().optional() })).optional(),
  // OAuth errors
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/**
 * Wallet payments through PayPal Orders v2 over its REST API. Network failures are thrown as they
 * are (the use case decides whether to retry); PayPal's error answers become a PayPalError with a
 * readable message, or PaymentDeclined when the payer has not approved or the funding was declined.
 */
export class PayPalWalletPayments implements WalletPayments {
  readonly provider = "paypal" as const;
  private token: { value: string; expiresAt: number } | undefined;
  private readonly fetch: typeof fetch;
  private readonly apiUrl: string;

  constructor(private readonly options: PayPalOptions) {
    this.fetch = options.fetch ?? fetch;
    this.apiUrl = options.apiUrl.replace(/\/+$/, "");
  }

  async setup(): Promise<{ clientToken: string }> {
    const answer = clientTokenShape.parse(await this.call("POST", "/v1/identity/generate-token", {}));
    return { clientToken: answer.client_token };
  }

  async createOrder(input: { amountCents: number; currency: "USD"; idempotencyKey: string }): Promise<WalletOrderView> {
    const body = {
      intent: "CAPTURE",
      purchase_units: [{ amount: { currency_code: input.currency, value: toDecimal(cents(input.amountCents)) } }],
    };
    const order = orderShape.parse(await this.call("POST", "/v2/checkout/orders", body, input.idempotencyKey));
    return walletOrderViewOf(order, { amountCents: input.amountCents, currency: input.currency });
  }

  async getOrder(id: string): Promise<WalletOrderView | null> {
    const order = await this.readOrder(id);
    return order ? walletOrderViewOf(order) : null;
  }

  /** The order as PayPal keeps it; null when PayPal does not know it. */
  private async readOrder(id: string): Promise<PayPalOrder | null> {
    try {
      return orderShape.parse(await this.call("GET", `/v2/checkout/orders/${encodeURIComponent(id)}`));
    } catch (error) {
      if (error instanceof PayPalError && error.status === 404) return null;
      throw error;
    }
  }

  async capture(id: string, idempotencyKey: string): Promise<WalletOrderView> {
    try {
      await this.call("POST", `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {}, idempotencyKey);
    } catch (error) {
      if (!(error instanceof PayPalError) || error.status !== 422) throw error;
      // Captured before (by another request): answer the order as it is.
      if (error.issue !== "ORDER_ALREADY_CAPTURED") {
        if (error.issue && DECLINING_ISSUES.has(error.issue)) throw new PaymentDeclined(error.message);
        // Whatever PayPal calls it, an order the payer never approved (or that was voided) was not paid.
        const order = await this.getOrder(id);
        if (order?.status === "CREATED" || order?.status === "VOIDED") throw new PaymentDeclined(error.message);
        throw error;
      }
    }
    // The capture's answer lacks the order's amount; the order itself has everything.
    const order = await this.getOrder(id);
    if (!order) throw new PayPalError(`PayPal does not know the order ${id}`, 404, "RESOURCE_NOT_FOUND");
    return order;
  }

  async refund(id: string, idempotencyKey: string): Promise<RefundMade> {
    const order = await this.getOrder(id);
    if (!order) throw new PayPalError(`PayPal does not know the order ${id}`, 404, "RESOURCE_NOT_FOUND");
    if (!order.captureId) throw new Error(`The PayPal order ${id} has no capture to refund (it is ${order.status})`);
    const path = `/v2/payments/captures/${encodeURIComponent(order.captureId)}/refund`;
    try {
      const refund = refundShape.parse(await this.call("POST", path, {}, idempotencyKey));
      return { refundId: refund.id, alreadyRefunded: false };
    } catch (error) {
      // Refunded before (under another PayPal-Request-Id, or by hand): the money went back, and the
      // order names the refund that did it.
      if (!(error instanceof PayPalError && error.status === 422 && error.issue === ALREADY_REFUNDED)) throw error;
      const refunded = await this.readOrder(id);
      return { refundId: refunded?.purchase_units?.[0]?.payments?.refunds?.[0]?.id ?? null, alreadyRefunded: true };
    }
  }

  /** One REST call with a bearer token; a token PayPal no longer accepts is renewed once. */
  private async call(method: "GET" | "POST", path: string, body?: unknown, requestId?: string): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const response = await this.fetch(`${this.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: "application/json",
          ...(body !== undefined && { "content-type": "application/json" }),
          ...(requestId && { "paypal-request-id": requestId }),
          // The whole order in answers, not just its id and links.
          prefer: "return=representation",
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000),
      });
      if (response.status === 401 && attempt === 0) {
        this.token = undefined;
        continue;
      }
      return readAnswer(response, `${method} ${path}`);
    }
  }

  /** OAuth2 client credentials, kept until shortly before they expire. */
  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString("base64");
    const response = await this.fetch(`${this.apiUrl}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${basic}`,
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000),
    });
    const answer = tokenShape.parse(await readAnswer(response, "POST /v1/oauth2/token"));
    this.token = {
      value: answer.access_token,
      expiresAt: Date.now() + Math.max(0, answer.expires_in * 1000 - TOKEN_MARGIN_MS),
    };
    return answer.access_token;
  }
}

/** PayPal's issue for a refund of a capture it has refunded in full. */
const ALREADY_REFUNDED = "CAPTURE_FULLY_REFUNDED";

/** Capture issues that mean the payer's money was not taken: the shopper should pay again. */
const DECLINING_ISSUES = new Set([
  "ORDER_NOT_APPROVED",
  "INSTRUMENT_DECLINED",
  "PAYER_ACTION_REQUIRED",
  "PAYER_CANNOT_PAY",
  "TRANSACTION_REFUSED",
  "ORDER_EXPIRED",
]);

async function readAnswer(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = undefined;
  }
  if (response.ok) {
    if (json === undefined) throw new PayPalError(`PayPal answered ${what} with something other than JSON`, response.status);
    return json;
  }
  const error = errorShape.safeParse(json);
  const detail = error.success ? error.data.details?.[0] : undefined;
  const name = error.success ? (error.data.name ?? error.data.error) : undefined;
  const explanation = error.success
    ? (detail?.description ?? error.data.message ?? error.data.error_description ?? response.statusText)
    : response.statusText;
  const label = [name, detail?.issue].filter(Boolean).join(" ");
  throw new PayPalError(
    `PayPal refused ${what} (${response.status}${label ? ` ${label}` : ""}): ${explanation}`,
    response.status,
    detail?.issue ?? name,
  );
}

/** PayPal's order as commerce reads it; `fallback` fills the amount when PayPal's answer leaves it out. */
export function walletOrderViewOf(order: PayPalOrder, fallback?: { amountCents: number; currency: string }): WalletOrderView {
  const unit = order.purchase_units?.[0];
  const captured = unit?.payments?.captures?.[0];
  const amountCents = unit?.amount ? fromDecimal(unit.amount.value) : fallback?.amountCents;
  if (amountCents === undefined) throw new Error(`PayPal's order ${order.id} has no amount`);
  const approve = order.links?.find((candidate) => candidate.rel === "approve" || candidate.rel === "payer-action");
  return {
    id: order.id,
    status: statusOf(order.status, captured?.status),
    amountCents,
    currency: unit?.amount?.currency_code ?? fallback?.currency ?? "USD",
    ...(approve && { approveUrl: approve.href }),
    ...(captured && { captureId: captured.id }),
  };
}

/** An order stays COMPLETED after a refund; its capture tells. Orders still waiting for the payer read as CREATED. */
function statusOf(orderStatus: string, captureStatus: string | undefined): WalletOrderStatus {
  switch (orderStatus) {
    case "CREATED":
    case "SAVED":
    case "PAYER_ACTION_REQUIRED":
      return "CREATED";
    case "APPROVED":
      return "APPROVED";
    case "VOIDED":
      return "VOIDED";
    case "COMPLETED":
      return captureStatus === "REFUNDED" ? "REFUNDED" : "COMPLETED";
    default:
      throw new Error(`PayPal answered an order status commerce does not know: ${orderStatus}`);
  }
}
