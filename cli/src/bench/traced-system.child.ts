// One embedded system for the tracing overhead bench, traced or not as this process's OTEL_*
// settings say. Prints `{ url, token }` once it answers, reports its CPU use
// when asked, and stops on SIGTERM.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger, loadBaseConfig, startTracing } from "@highcotton/kit";
import { startAllInOne } from "../all-in-one.ts";
import { benchAccountToken } from "./auth-user.bench.ts";

const tracing = await startTracing({ serviceName: "bench" });
const dataDir = mkdtempSync(join(tmpdir(), "highcotton-bench-tracing-"));
const config = loadBaseConfig({ ...process.env, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent" });
const system = await startAllInOne(config, createLogger({ name: "bench", level: "silent" }), { seed: false, seedStores: false });

const token = await benchAccountToken(system.url);
process.stdout.write(`${JSON.stringify({ url: system.url, token })}\n`);
// The bench asks for the CPU this process has used, before and after each load.
process.on("message", () => process.send?.(process.cpuUsage()));

process.once("SIGTERM", async () => {
  await system.stop();
  await tracing?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
