// Sends a bounded number of requests with fixed concurrency over keep-alive connections and
// prints one JSON line of results. Runs in its own process so the client's CPU is not the
// server's. Usage: node load-generator.mjs '<json options>'
import { performance } from "node:perf_hooks";

const { url, method = "GET", headers = {}, body, concurrency = 8, requests = 2000, warmup = 200 } = JSON.parse(process.argv[2]);

async function once() {
  const response = await fetch(url, { method, headers, body });
  await response.arrayBuffer();
  return response.status;
}

for (let index = 0; index < warmup; index++) await once();

const latencies = [];
let errors = 0;
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < requests) {
      next++;
      const begin = performance.now();
      const status = await once().catch(() => 0);
      latencies.push(performance.now() - begin);
      if (status !== 200) errors++;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
process.stdout.write(
  `${JSON.stringify({ requests: latencies.length, errors, rps: latencies.length / seconds, p50: percentile(50), p99: percentile(99) })}\n`,
);
