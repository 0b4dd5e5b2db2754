// Print merchants racing for the same leads through /api: every merchant tries to accept every
// lead (each in its own shuffled order), `concurrency` requests in flight in all. Runs in its own
// process so the client's CPU is not the server's, and prints one JSON line.
// Usage: node accept-race.mjs '<json options>'
import { performance } from "node:perf_hooks";

const { url, tokens, leadIds, concurrency = 100 } = JSON.parse(process.argv[2]);

const shuffled = (items) => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
};

// Interleave the merchants' attempts so every lead is contended by many at once.
const queues = tokens.map((token) => shuffled(leadIds).map((leadId) => ({ token, leadId })));
const attempts = [];
for (let round = 0; round < leadIds.length; round++) for (const queue of queues) attempts.push(queue[round]);

const winners = new Map();
const latencies = [];
let conflicts = 0;
let unexpected = 0;
let firstUnexpected;
let next = 0;

async function worker() {
  while (next < attempts.length) {
    const { token, leadId } = attempts[next++];
    const started = performance.now();
    const response = await fetch(new URL(`/api/orders/${leadId}/accept`, url), {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await response.text();
    latencies.push(performance.now() - started);
    if (response.status === 200) winners.set(leadId, (winners.get(leadId) ?? 0) + 1);
    else if (response.status === 409) conflicts++;
    else {
      unexpected++;
      firstUnexpected ??= `${response.status} ${text.slice(0, 200)}`;
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
process.stdout.write(
  `${JSON.stringify({
    attempts: attempts.length,
    accepted: [...winners.values()].reduce((sum, count) => sum + count, 0),
    leadsWithOneWinner: [...winners.values()].filter((count) => count === 1).length,
    conflicts,
    unexpected,
    firstUnexpected,
    attemptsPerSecond: attempts.length / seconds,
    p50: percentile(50),
    p99: percentile(99),
  })}\n`,
);
