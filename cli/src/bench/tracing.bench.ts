import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { createLogger } from "@highcotton/kit";
import { ensureWebBuilt } from "../web-app.ts";
import { type LoadResult, median, printTable, runLoad } from "./run-load.ts";

const ROUNDS = 7;
const REQUESTS = 2000;
const SAMPLED = "0.1";

interface TracedSystem {
  name: string;
  child: ChildProcess;
  url: string;
  token: string;
}

/**
 * What tracing costs a read: GET /api/auth/user (web edge → REST adapter → gateway → identity →
 * SQL) on three embedded systems side by side: one untraced (OTEL_EXPORTER_OTLP_ENDPOINT unset),
 * one exporting 10 % of its traces over OTLP to a local sink, and one exporting all of them. Each
 * runs in a process of its own, since tracing is set up once per process; rounds interleave them
 * so drift hits each alike.
 */
export async function benchTracingOverhead(): Promise<void> {
  let batches = 0;
  const sink = createServer((request, response) => {
    if (request.url === "/v1/traces") batches++;
    request.resume().on("end", () => response.writeHead(200, { "content-type": "application/x-protobuf" }).end());
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
  // The systems below are traced only where they are told to be, whatever this process has set.
  const { OTEL_EXPORTER_OTLP_ENDPOINT: _endpoint, ...untraced } = process.env;
  // Built once here, not by both systems at once.
  await ensureWebBuilt(createLogger({ name: "bench", level: "silent" }));
  const traced = (ratio: string) => ({
    ...untraced,
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_TRACES_SAMPLER_ARG: ratio,
    OTEL_BSP_SCHEDULE_DELAY: "500",
  });
  const systems = await Promise.all([
    startSystem("tracing off (baseline)", untraced),
    startSystem(`tracing on, ${Number(SAMPLED) * 100} % sampled`, traced(SAMPLED)),
    startSystem("tracing on, every trace", traced("1")),
  ]);
  try {
    const rounds: LoadResult[][] = systems.map(() => []);
    const cpuPerRequest: number[][] = systems.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      // Each round starts with the next system, so none is always measured first or last.
      for (const index of systems.map((_, position) => (position + round) % systems.length)) {
        const system = systems[index] as TracedSystem;
        const load = {
          url: new URL("/api/auth/user", system.url).toString(),
          headers: { authorization: `Bearer ${system.token}` },
        };
        const before = await cpuMicros(system.child);
        rounds[index]?.push(await runLoad({ concurrency: 8, requests: REQUESTS, warmup: 0, ...load }));
        cpuPerRequest[index]?.push(((await cpuMicros(system.child)) - before) / REQUESTS);
      }
    }
    const results = systems.map((system, index) => ({ name: system.name, result: median(rounds[index] ?? []) }));
    printTable(
      `Tracing overhead, GET /api/auth/user (8 concurrent, ${REQUESTS} requests, median of ${ROUNDS} interleaved rounds)`,
      results,
      systems[0]?.name ?? "",
    );
    // Throughput swings with whatever else the machine runs; the CPU each request costs the
    // system's process does not, and it bounds throughput once the process is the bottleneck.
    const cpu = cpuPerRequest.map((samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0);
    const [off = 0] = cpu;
    for (const [index, system] of systems.entries()) {
      const micros = cpu[index] ?? 0;
      process.stdout.write(
        `${system.name}: ${micros.toFixed(0)} µs of the process's CPU per request, capacity ${(off / micros).toFixed(3)}x the untraced one's\n`,
      );
    }
    process.stdout.write(`(goals: tracing on at 10 % costs < 15 % of capacity; the sink took ${batches} span batches)\n`);
  } finally {
    await Promise.all(systems.map((system) => stopSystem(system.child)));
    sink.close();
  }
}

async function startSystem(name: string, env: NodeJS.ProcessEnv): Promise<TracedSystem> {
  const script = new URL("./traced-system.child.ts", import.meta.url).pathname;
  const child = spawn(process.execPath, ["--import", "tsx", script], { env, stdio: ["ignore", "pipe", "inherit", "ipc"] });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const ready = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`${name}: the system exited (${code}) before it answered`)));
  });
  lines.close();
  const { url, token } = JSON.parse(ready) as { url: string; token: string };
  return { name, child, url, token };
}

/** The system's process's CPU time so far (user + system), as it reports it. */
function cpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once("message", (usage) => {
      const { user, system } = usage as NodeJS.CpuUsage;
      resolve(user + system);
    });
    child.send("cpu");
  });
}

function stopSystem(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
