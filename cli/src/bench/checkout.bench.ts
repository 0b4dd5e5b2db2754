import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { AllInOne } from "../all-in-one.ts";
import { median, runLoad } from "./run-load.ts";

const run = promisify(execFile);
const shoppersScript = new URL("./checkout-shoppers.mjs", import.meta.url).pathname;
const ROUNDS = 3;
const ROUND_MS = 8_000;
const CONCURRENCY = 8;

interface ShoppersResult {
  orders: number;
  failures: number;
  firstFailure?: string;
  ordersPerSecond: number;
  p50: number;
  p99: number;
}

/**
 * The write path's cost as a ratio of the read path: orders placed per second through `/api`
 * (cart → payment intent → offline card confirm → order, 8 concurrent shoppers) against
 * `GET /api/designs` requests per second at the same concurrency, in interleaved rounds. Answers
 * the store's design ids, which commerce now sells.
 */
export async function benchCheckout(system: AllInOne, storeId: string): Promise<string[]> {
  const designs = (await (await fetch(new URL(`/api/dispensaries/${storeId}/designs`, system.url))).json()) as Array<{
    id: string;
  }>;
  const designIds = designs.map((design) => design.id);
  await waitUntilSellable(system.url, designIds[designIds.length - 1] as string);

  const orderRounds: ShoppersResult[] = [];
  const readRounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const options = { url: system.url, designIds, concurrency: CONCURRENCY, durationMs: ROUND_MS };
    const { stdout } = await run(process.execPath, [shoppersScript, JSON.stringify(options)], { maxBuffer: 1024 * 1024 });
    const result = JSON.parse(stdout) as ShoppersResult;
    if (result.failures > 0) throw new Error(`${result.failures} checkouts failed, e.g. ${result.firstFailure}`);
    orderRounds.push(result);
    readRounds.push(
      await runLoad({
        url: new URL("/api/designs", system.url).toString(),
        concurrency: CONCURRENCY,
        requests: 1_000_000,
        warmup: 100,
        durationMs: ROUND_MS,
      }),
    );
  }
  const orders = [...orderRounds].sort((a, b) => a.ordersPerSecond - b.ordersPerSecond)[Math.floor(ROUNDS / 2)] as ShoppersResult;
  const reads = median(readRounds);
  process.stdout.write(
    [
      "",
      `Checkout through /api (${CONCURRENCY} concurrent shoppers, 4 calls per order: cart, payment intent, card confirm, order; median of ${ROUNDS} interleaved ${ROUND_MS / 1000} s rounds)`,
      `  orders placed      ${orders.ordersPerSecond.toFixed(1).padStart(8)} /s   p50 ${orders.p50.toFixed(1)} ms   p99 ${orders.p99.toFixed(1)} ms per order`,
      `  GET /api/designs   ${reads.rps.toFixed(1).padStart(8)} /s   p50 ${reads.p50.toFixed(1)} ms   p99 ${reads.p99.toFixed(1)} ms (baseline)`,
      `  orders/s vs designs req/s: ${(orders.ordersPerSecond / reads.rps).toFixed(4)}x; checkout calls/s vs designs req/s: ${((orders.ordersPerSecond * 4) / reads.rps).toFixed(3)}x`,
      "",
    ].join("\n"),
  );
  return designIds;
}

/** Commerce learns designs from catalog's events: wait until the last one can go in a cart. */
async function waitUntilSellable(url: string, designId: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  const sessionId = `session_${Date.now()}_benchprobe`;
  for (;;) {
    const response = await fetch(new URL("/api/cart", url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sessionId, designId }),
    });
    if (response.ok) return;
    if (Date.now() > deadline)
      throw new Error(`commerce never learned design ${designId}: ${response.status} ${await response.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
