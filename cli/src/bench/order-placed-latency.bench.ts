import { performance } from "node:perf_hooks";
import { openEnvelope, readEvent } from "@highcotton/kit";
import { OrderPlacedSchema } from "@highcotton/proto";
import type { AllInOne } from "../all-in-one.ts";

const RATE_PER_SECOND = 200;
const SECONDS = 4;
const PREPARE_CONCURRENCY = 8;

type Run = (query: string, variables: Record<string, unknown>, sessionId: string) => Promise<Record<string, unknown>>;

/**
 * How soon print merchants would hear of an order: OrderPlaced from the placing transaction's
 * commit, through the outbox, the relay and the embedded bus, to a consumer, while orders are
 * placed at 200 a second. Carts and card payments are prepared first (not timed); then orders are
 * placed on commerce's subgraph at a steady rate. The reply to placeOrder comes right after the
 * commit, so it stands in for the commit time (an event that beats the reply counts as 0 ms).
 */
export async function benchOrderPlacedLatency(system: AllInOne, designIds: string[]): Promise<void> {
  const commerce = system.services.find((service) => service.name === "commerce");
  if (!commerce) throw new Error("commerce is not running");
  const run: Run = async (query, variables, sessionId) => {
    const result = await commerce.subgraph.execute({ query, variables }, { "x-session-id": sessionId });
    if (result.errors?.length) throw new Error(result.errors[0]?.message);
    return result.data as Record<string, unknown>;
  };

  const count = RATE_PER_SECOND * SECONDS;
  const prepared: Array<{ sessionId: string; paymentIntentId: string; designId: string }> = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: PREPARE_CONCURRENCY }, async () => {
      while (next < count) {
        const index = next++;
        prepared.push(await preparePaidCart(run, index, designIds[index % designIds.length] as string));
      }
    }),
  );

  const replied = new Map<string, number>();
  const received = new Map<string, number>();
  await system.bus.subscribe(`bench-order-placed-${Date.now()}`, [OrderPlacedSchema.typeName], async (message) => {
    const event = readEvent(OrderPlacedSchema, openEnvelope(message.value));
    received.set(event.data.orderId, performance.now());
  });

  const placements: Promise<void>[] = [];
  const started = performance.now();
  for (const [index, cart] of prepared.entries()) {
    const due = started + (index * 1000) / RATE_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    placements.push(
      run(PLACE_ORDER, { input: orderInput(cart) }, cart.sessionId).then((data) => {
        replied.set((data.placeOrder as { id: string }).id, performance.now());
      }),
    );
  }
  await Promise.all(placements);
  const achievedRate = count / ((performance.now() - started) / 1000);
  const deadline = performance.now() + 30_000;
  while (received.size < replied.size && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));

  const latencies = [...replied].map(([orderId, at]) => Math.max(0, (received.get(orderId) ?? Number.POSITIVE_INFINITY) - at));
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const early = [...replied].filter(([orderId, at]) => (received.get(orderId) ?? Number.POSITIVE_INFINITY) <= at).length;
  process.stdout.write(
    [
      "",
      `OrderPlaced from commit to a consumer on the embedded bus (${count} orders placed at ${RATE_PER_SECOND}/s on commerce's subgraph; achieved ${achievedRate.toFixed(0)}/s)`,
      `  p50 ${percentile(50).toFixed(1)} ms   p99 ${percentile(99).toFixed(1)} ms   max ${percentile(100).toFixed(1)} ms   (${early} of ${count} arrived before placeOrder replied; ${count - received.size} never arrived)`,
      "",
    ].join("\n"),
  );
}

async function preparePaidCart(run: Run, index: number, designId: string) {
  const sessionId = `session_${Date.now()}_latency${index.toString(36)}`;
  await run(ADD_TO_CART, { input: { sessionId, designId, quantity: 1, size: "M" } }, sessionId);
  const intent = (await run(CREATE_INTENT, { input: { sessionId, amount: "25.00" } }, sessionId)).createPaymentIntent as {
    paymentIntentId: string;
    clientSecret: string;
  };
  const card = { number: "4242424242424242", expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: "123" };
  await run(CONFIRM_CARD, { input: { clientSecret: intent.clientSecret, card } }, sessionId);
  return { sessionId, paymentIntentId: intent.paymentIntentId, designId };
}

const orderInput = (cart: { sessionId: string; paymentIntentId: string; designId: string }) => ({
  sessionId: cart.sessionId,
  customerName: "Latency Probe",
  customerEmail: "probe@example.com",
  shippingAddress: "1 Main St",
  shippingCity: "Denver",
  shippingState: "CO",
  shippingZip: "80202",
  items: [{ designId: cart.designId, quantity: 1, size: "M", price: "25.00" }],
  totalAmount: "25.00",
  paymentMethod: "stripe",
  paymentIntentId: cart.paymentIntentId,
});

const ADD_TO_CART = "mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }";
const CREATE_INTENT =
  "mutation ($input: CreatePaymentIntentInput!) { createPaymentIntent(input: $input) { paymentIntentId clientSecret } }";
const CONFIRM_CARD = "mutation ($input: ConfirmOfflineCardPaymentInput!) { confirmOfflineCardPayment(input: $input) { status } }";
const PLACE_ORDER = "mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }";
