// Sends requests with fixed concurrency over keep-alive connections and prints one JSON line of
// results. Runs in its own process so the client's CPU is not the server's. Bounded: it stops
// after `requests` requests or `durationMs`, whichever comes first. With `targets`, each request
// goes to the next target in turn (a mixed load). A body containing {{seq}} gets a value unique to
// each request there (events that must not be duplicates). Usage: node load-generator.mjs '<json options>'
import { performance } from "node:perf_hooks";

const options = JSON.parse(process.argv[2]);
const { concurrency = 8, requests = 2000, warmup = 200, durationMs = 600_000 } = options;
const targets = options.targets ?? [{ url: options.url, method: options.method, headers: options.headers, body: options.body }];

let turn = 0;
let sequence = 0;
const statuses = {};
const prefix = `${process.pid.toString(36)}${Date.now().toString(36)}`;
async function once() {
  const { url, method = "GET", headers = {}, body } = targets[turn++ % targets.length];
  const sent = body?.includes("{{seq}}") ? body.replaceAll("{{seq}}", () => `${prefix}x${(sequence++).toString(36)}`) : body;
  const response = await fetch(url, { method, headers, body: sent });
  await response.arrayBuffer();
  statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  return response.status;
}

for (let index = 0; index < warmup; index++) await once().catch(() => 0);
for (const status of Object.keys(statuses)) delete statuses[status];

const latencies = [];
let errors = 0;
let next = 0;
const started = performance.now();
const deadline = started + durationMs;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < requests && performance.now() < deadline) {
      next++;
      const begin = performance.now();
      const status = await once().catch(() => 0);
      latencies.push(performance.now() - begin);
      // A mixed load includes writes (201) and throttled calls (429): only failures count.
      if (status === 0 || status >= 500) errors++;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
process.stdout.write(
  `${JSON.stringify({ requests: latencies.length, errors, rps: latencies.length / seconds, p50: percentile(50), p99: percentile(99), statuses })}\n`,
);
