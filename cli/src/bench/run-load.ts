import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);
const script = new URL("./load-generator.mjs", import.meta.url).pathname;

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** How many answers had each HTTP status (after the warm-up). */
  statuses: Record<string, number>;
}

export interface LoadTarget {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions extends Partial<LoadTarget> {
  /** A mixed load: each request goes to the next of these in turn (instead of `url`). */
  targets?: LoadTarget[];
  concurrency?: number;
  requests?: number;
  warmup?: number;
  /** Stops sending after this long even if `requests` were not all sent. */
  durationMs?: number;
}

/** Drives one target from a separate process (see load-generator.mjs) and returns its numbers. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { stdout } = await run(process.execPath, [script, JSON.stringify(options)], { maxBuffer: 1024 * 1024 });
  return JSON.parse(stdout) as LoadResult;
}

export function printTable(title: string, rows: Array<{ name: string; result: LoadResult }>, baseline: string): void {
  const base = rows.find((row) => row.name === baseline)?.result;
  process.stdout.write(`\n${title}\n`);
  process.stdout.write(
    `${"target".padEnd(44)}${"req/s".padStart(10)}${"p50 ms".padStart(10)}${"p99 ms".padStart(10)}${"vs baseline".padStart(14)}\n`,
  );
  for (const { name, result } of rows) {
    const ratio = base ? `${(result.rps / base.rps).toFixed(3)}x` : "";
    process.stdout.write(
      `${name.padEnd(44)}${result.rps.toFixed(0).padStart(10)}${result.p50.toFixed(2).padStart(10)}${result.p99.toFixed(2).padStart(10)}${ratio.padStart(14)}${result.errors ? `  (${result.errors} errors!)` : ""}\n`,
    );
  }
}

/** The round with the median throughput. */
export function median(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error("no results");
  return middle;
}
