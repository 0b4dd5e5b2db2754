// Shoppers buying through /api, each on its own browser session: add a design to the cart, ask
// for a card payment of the cart's total, confirm it with the offline provider's 4242 card, place
// the order. Runs in its own process so the client's CPU is not the server's, for `durationMs`,
// and prints one JSON line. Usage: node checkout-shoppers.mjs '<json options>'
import { performance } from "node:perf_hooks";

const { url, designIds, concurrency = 8, durationMs = 20_000, warmupOrders = 8 } = JSON.parse(process.argv[2]);

let shopper = 0;
async function call(method, path, body) {
  const response = await fetch(new URL(path, url), {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function buyOnce() {
  const id = shopper++;
  const sessionId = `session_${Date.now()}_bench${id.toString(36)}`;
  const designId = designIds[id % designIds.length];
  await call("POST", "/api/cart", { sessionId, designId, quantity: 2, size: "L" });
  const intent = await call("POST", "/api/create-payment-intent", { amount: 50, sessionId });
  await call("POST", "/api/payments/offline/confirm", {
    clientSecret: intent.clientSecret,
    card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: "123" },
  });
  await call("POST", "/api/orders", {
    sessionId,
    dispensaryId: undefined,
    customerName: "Bench Shopper",
    customerEmail: "bench@example.com",
    shippingAddress: "1 Main St",
    shippingCity: "Denver",
    shippingState: "CO",
    shippingZip: "80202",
    items: [{ designId, quantity: 2, size: "L", price: "25.00" }],
    totalAmount: "50.00",
    paymentMethod: "stripe",
    paymentIntentId: intent.paymentIntentId,
  });
}

for (let index = 0; index < warmupOrders; index++) await buyOnce();

const latencies = [];
const failures = [];
const started = performance.now();
const deadline = started + durationMs;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline) {
      const begin = performance.now();
      try {
        await buyOnce();
        latencies.push(performance.now() - begin);
      } catch (error) {
        failures.push(String(error.message ?? error));
      }
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
process.stdout.write(
  `${JSON.stringify({
    orders: latencies.length,
    failures: failures.length,
    firstFailure: failures[0],
    ordersPerSecond: latencies.length / seconds,
    p50: percentile(50),
    p99: percentile(99),
  })}\n`,
);
