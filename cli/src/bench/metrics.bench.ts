import { performance } from "node:perf_hooks";
import { metrics } from "@highcotton/kit";
import type { AllInOne } from "../all-in-one.ts";
import { type LoadResult, median, printTable, runLoad } from "./run-load.ts";

const ROUNDS = 5;
const OBSERVATIONS = 1_000_000;

/**
 * What recording Prometheus metrics costs a read: the same REST read through the gateway with
 * recording on and off (the baseline), in interleaved rounds, and the cost of one histogram
 * observation on its own. A read records one HTTP request, one gateway operation and one per
 * subgraph fetch.
 */
export async function benchMetricsOverhead(system: AllInOne, restPath: string): Promise<void> {
  const url = new URL(restPath, system.url).toString();
  const baseline = "metrics off (baseline)";
  const recording = "metrics on";
  const rounds: Record<string, LoadResult[]> = { [baseline]: [], [recording]: [] };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of [baseline, recording]) {
        metrics.recording = name === recording;
        rounds[name]?.push(await runLoad({ url, concurrency: 8, requests: 2000, warmup: 200 }));
      }
    }
  } finally {
    metrics.recording = true;
  }
  const rows = [baseline, recording].map((name) => ({ name, result: median(rounds[name] ?? []) }));
  printTable(
    `Metrics overhead on GET ${restPath.replace(/[0-9a-f-]{36}/, "{id}")} (8 concurrent, 2000 requests, median of ${ROUNDS} interleaved rounds)`,
    rows,
    baseline,
  );

  const started = performance.now();
  for (let index = 0; index < OBSERVATIONS; index++) {
    metrics.observeHttp("bench", "GET", "/bench", 200, (index % 100) / 1000);
  }
  const nanoseconds = ((performance.now() - started) * 1e6) / OBSERVATIONS;
  process.stdout.write(`one histogram observation: ${nanoseconds.toFixed(0)} ns\n`);
}
