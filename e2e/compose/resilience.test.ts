import { randomBytes } from "node:crypto";
import { OrderPlacedSchema } from "@highcotton/proto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type Account, apiClient, signUp } from "../support/api.ts";
import { type ComposeTopology, composeOrThrow } from "../support/compose.ts";
import { eventually } from "../support/poll.ts";
import { startSystem } from "../support/system.ts";

// Orders crossing the containers of `docker compose up` while containers die: commerce's outbox
// holds an order's event until Kafka takes it, fulfillment's inbox applies it once, so a killed
// service or a broker away for 30 s loses no lead and doubles none.

const CARD_OK = "4242 4242 4242 4242";
let api: ReturnType<typeof apiClient>;
let topology: ComposeTopology;
let design: { id: string };
let merchant: Account;

let sessions = 0;
const session = () => `session_${Date.now()}_res${(sessions++).toString(36)}`;

/**
 * A shopper pays by card (the offline provider) and places an order for one shirt; answers its id
 * and receipt token. `headers` go with the checkout call (e.g. a trace context the test starts).
 */
async function placeOrder(headers: Record<string, string> = {}): Promise<{ id: string; receipt: string }> {
  const sessionId = session();
  expect((await api.post("/api/cart", { sessionId, designId: design.id, quantity: 1, size: "L" })).status).toBe(201);
  const intent = await api.post("/api/create-payment-intent", { amount: "25.00", sessionId });
  expect(intent.status).toBe(201);
  const card = { number: CARD_OK, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" };
  expect((await api.post("/api/payments/offline/confirm", { clientSecret: intent.body.clientSecret, card })).status).toBe(200);
  const placed = await api.post(
    "/api/orders",
    {
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.com",
      shippingAddress: "4300 Quietude Lane",
      shippingCity: "Denver",
      shippingState: "CO",
      shippingZip: "80205",
      items: [{ designId: design.id, quantity: 1, size: "L", price: "25.00" }],
      totalAmount: "25.00",
      paymentMethod: "stripe",
      sessionId,
      paymentIntentId: intent.body.paymentIntentId,
    },
    { headers },
  );
  expect(placed).toMatchObject({ status: 201, body: { paymentStatus: "paid" } });
  return { id: placed.body.id, receipt: String(placed.body.receiptPath).split("/").pop() ?? "" };
}

interface TracedSpan {
  service: string;
  name: string;
  kind: string | undefined;
  bus: string | undefined;
}

/** The spans Jaeger's query API holds for a trace (none yet: undefined), each by its service. */
async function tracedSpans(traceId: string): Promise<TracedSpan[] | undefined> {
  const response = await fetch(`${topology.traceViewerUrl}/api/traces/${traceId}`);
  if (!response.ok) return undefined;
  type Tag = { key: string; value: unknown };
  const { data } = (await response.json()) as {
    data?: Array<{
      spans: Array<{ operationName: string; processID: string; tags: Tag[] }>;
      processes: Record<string, { serviceName: string }>;
    }>;
  };
  const trace = data?.[0];
  if (!trace) return undefined;
  const tag = (tags: Tag[], key: string) => tags.find((candidate) => candidate.key === key)?.value as string | undefined;
  return trace.spans.map((span) => ({
    service: trace.processes[span.processID]?.serviceName ?? "",
    name: span.operationName,
    kind: tag(span.tags, "span.kind"),
    bus: tag(span.tags, "messaging.system"),
  }));
}

/** How many times each order shows among the merchant's pending leads. */
async function pendingCounts(orderIds: string[]): Promise<number[]> {
  const lists = await api.get("/api/merchants/orders", { token: merchant.token });
  expect(lists.status).toBe(200);
  return orderIds.map((id) => lists.body.pending.filter((lead: { id: string }) => lead.id === id).length);
}

/** Waits until every order is a pending lead, then requires each to be there exactly once. */
async function expectEachLeadOnce(orderIds: string[], timeoutMs: number): Promise<void> {
  await eventually(
    async () => ((await pendingCounts(orderIds)).every((count) => count > 0) ? true : undefined),
    timeoutMs,
    `${orderIds.length} orders as pending leads`,
  );
  // Late duplicates would come from a redelivery after the first copy: give them time to show.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await pendingCounts(orderIds)).toEqual(orderIds.map(() => 1));
}

const service = (action: "kill" | "start", name: string) => composeOrThrow(topology, [action, name]);
const waitHealthy = () => composeOrThrow(topology, ["up", "-d", "--wait", "--no-build"], 600_000);

beforeAll(async () => {
  const system = await startSystem();
  topology = inject("composeTopology");
  api = apiClient(system.url);
  const sessionId = session();
  const generated = await api.post(
    "/api/designs/custom/generate",
    { prompt: "a shirt that survives a power cut", sessionId },
    { headers: { "x-session-id": sessionId } },
  );
  expect(generated).toMatchObject({ status: 201 });
  design = generated.body;
  await eventually(
    async () => ((await api.post("/api/cart", { sessionId: session(), designId: design.id })).status === 201 ? true : undefined),
    60_000,
    "commerce knowing the design",
  );
  merchant = await signUp(api, "merchant");
  const shop = { businessName: "Dock Ink", address: "1 Harbor St", city: "Denver", state: "co", zip: "80216" };
  expect((await api.post("/api/merchants", { ...shop, paymentMethodId: "pm_card_visa" }, { token: merchant.token })).status).toBe(
    201,
  );
}, 600_000);

describe("an order across the containers", () => {
  it("goes cart → payment → lead → accept → fulfil, and the receipt follows; Jaeger holds the checkout's one trace", async () => {
    // The checkout starts a trace of the test's own (W3C traceparent), so Jaeger can be asked for it by
    // id: the edge carries a caller's trace id on, and these topologies record every trace (compose.ts).
    const traceId = randomBytes(16).toString("hex");
    const order = await placeOrder({ traceparent: `00-${traceId}-${randomBytes(8).toString("hex")}-01` });
    await expectEachLeadOnce([order.id], 60_000);
    // Each hop from the edge to the subgraph, commerce's relay putting OrderPlaced on Kafka, and
    // fulfillment taking it off: one trace. Each part sends its spans in batches of its own, so the
    // trace is complete only once every part has reported.
    const parts = ["web", "rest-adapter", "gateway", "commerce", "fulfillment"];
    const spans = await eventually(
      async () => {
        const found = (await tracedSpans(traceId)) ?? [];
        const reported = new Set(found.map((span) => span.service));
        return parts.every((part) => reported.has(part)) ? found : undefined;
      },
      60_000,
      `the checkout's trace holding spans from ${parts.join(", ")} in Jaeger`,
    );
    const orderPlaced = OrderPlacedSchema.typeName;
    expect(spans).toContainEqual({ service: "commerce", name: `send ${orderPlaced}`, kind: "producer", bus: "kafka" });
    expect(spans).toContainEqual({ service: "fulfillment", name: `process ${orderPlaced}`, kind: "consumer", bus: "kafka" });
    expect((await api.post(`/api/orders/${order.id}/accept`, undefined, { token: merchant.token })).status).toBe(200);
    expect((await api.post(`/api/orders/${order.id}/fulfill`, undefined, { token: merchant.token })).status).toBe(200);
    await eventually(
      async () =>
        (await api.get(`/api/orders/receipt/${order.receipt}`)).body.fulfillmentStatus === "fulfilled" ? true : undefined,
      60_000,
      "the receipt showing fulfilled",
    );
  });
});

describe("containers that die mid-flow", () => {
  it("loses no lead and doubles none when fulfillment is killed while orders arrive, then restarted", async () => {
    const before = await Promise.all([placeOrder(), placeOrder()]);
    await service("kill", "fulfillment");
    const during = await Promise.all([placeOrder(), placeOrder(), placeOrder()]);
    await service("start", "fulfillment");
    await waitHealthy();
    await expectEachLeadOnce(
      [...before, ...during].map((order) => order.id),
      120_000,
    );
  }, 300_000);

  it("loses no lead and doubles none when commerce is killed right after taking orders, then restarted", async () => {
    const placed = await Promise.all([placeOrder(), placeOrder(), placeOrder()]);
    await service("kill", "commerce");
    await service("start", "commerce");
    await waitHealthy();
    await expectEachLeadOnce(
      placed.map((order) => order.id),
      120_000,
    );
  }, 300_000);

  it("delivers the orders placed while Kafka was away for 30 s once it is back, each once", async () => {
    const killedAt = Date.now();
    await service("kill", "kafka");
    const placed: Array<{ id: string }> = [];
    // At least 30 s away and at least five orders, however slowly a busy machine takes them.
    while (Date.now() - killedAt < 30_000 || placed.length < 5) {
      placed.push(await placeOrder());
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
    // Nothing can have crossed while the broker was away.
    expect(await pendingCounts(placed.map((order) => order.id))).toEqual(placed.map(() => 0));
    await service("start", "kafka");
    await waitHealthy();
    await expectEachLeadOnce(
      placed.map((order) => order.id),
      180_000,
    );
  }, 420_000);
});
