import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { createLogger } from "@highcotton/kit";
import { ensureWebBuilt } from "../web-app.ts";
import { type LoadResult, median, printTable, runLoad } from "./run-load.ts";

const ROUNDS = 3;
const SAMPLED = "0.1";

interface TracedSystem {
  name: string;
  child: ChildProcess;
  url: string;
  token: string;
}

/**
 * What tracing costs a read: GET /api/auth/user (web edge → REST adapter → gateway → identity →
 * SQL) on two embedded systems side by side, one untraced (OTEL_EXPORTER_OTLP_ENDPOINT unset) and
 * one exporting 10 % of its traces over OTLP to a local sink. Each runs in a process of its own,
 * since tracing is set up once per process; rounds interleave them so drift hits both alike.
 */
export async function benchTracingOverhead(): Promise<void> {
  let batches = 0;
  const sink = createServer((request, response) => {
    if (request.url === "/v1/traces") batches++;
    request.resume().on("end", () => response.writeHead(200, { "content-type": "application/x-protobuf" }).end());
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
  // Read before the build, which sets NODE_ENV=production in this process.
  const { OTEL_EXPORTER_OTLP_ENDPOINT: _endpoint, ...untraced } = process.env;
  // Built once here, not by both systems at once.
  await ensureWebBuilt(createLogger({ name: "bench", level: "silent" }));
  const systems = await Promise.all([
    startSystem("tracing off (baseline)", untraced),
    startSystem(`tracing on, ${Number(SAMPLED) * 100} % sampled`, {
      ...untraced,
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_TRACES_SAMPLER_ARG: SAMPLED,
      OTEL_BSP_SCHEDULE_DELAY: "500",
    }),
  ]);
  try {
    const rounds: LoadResult[][] = systems.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, system] of systems.entries()) {
        const load = {
          url: new URL("/api/auth/user", system.url).toString(),
          headers: { authorization: `Bearer ${system.token}` },
        };
        rounds[index]?.push(await runLoad({ concurrency: 8, requests: 2000, warmup: 200, ...load }));
      }
    }
    const results = systems.map((system, index) => ({ name: system.name, result: median(rounds[index] ?? []) }));
    printTable(
      `Tracing overhead, GET /api/auth/user (8 concurrent, 2000 requests, median of ${ROUNDS} interleaved rounds)`,
      results,
      systems[0]?.name ?? "",
    );
    const [off, on] = results;
    if (off && on) {
      process.stdout.write(
        `tracing on at ${Number(SAMPLED) * 100} % costs ${((1 - on.result.rps / off.result.rps) * 100).toFixed(1)} % of throughput (goal < 15 %); the sink took ${batches} span batches\n`,
      );
    }
  } finally {
    await Promise.all(systems.map((system) => stopSystem(system.child)));
    sink.close();
  }
}

async function startSystem(name: string, env: NodeJS.ProcessEnv): Promise<TracedSystem> {
  const script = new URL("./traced-system.child.ts", import.meta.url).pathname;
  const child = spawn(process.execPath, ["--import", "tsx", script], { env, stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`${name}: the system exited (${code}) before it answered`)));
  });
  lines.close();
  const { url, token } = JSON.parse(ready) as { url: string; token: string };
  return { name, child, url, token };
}

function stopSystem(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
