import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger, loadBaseConfig } from "@highcotton/kit";
import { startAllInOne } from "../all-in-one.ts";
import { benchAds } from "./ads.bench.ts";
import { benchAuthUser } from "./auth-user.bench.ts";
import { benchCheckout } from "./checkout.bench.ts";
import { benchCommunity } from "./community.bench.ts";
import { benchCustomDesigns } from "./custom-designs.bench.ts";
import { benchEventPath } from "./event-path.bench.ts";
import { benchFirstVisit } from "./first-visit.bench.ts";
import { benchFulfillment } from "./fulfillment.bench.ts";
import { benchMailPath } from "./mail-path.bench.ts";
import { benchMetricsOverhead } from "./metrics.bench.ts";
import { benchOrderPlacedLatency } from "./order-placed-latency.bench.ts";
import { benchRefunds } from "./refunds.bench.ts";
import { benchDesignGeneration, benchStoreDesigns } from "./store-designs.bench.ts";
import { benchTracingOverhead } from "./tracing.bench.ts";
import { benchUnderLoadApart } from "./under-load.bench.ts";

/** `npm run bench`: starts a fresh embedded system and runs each benchmark against it. */
export async function runBenchmarks(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "highcotton-bench-"));
  // The load comes from one address (127.0.0.1): its limit on ad events would answer nearly all of
  // it 429. Each batch still goes through the limiter, with its own browser session.
  process.env.ADS_EVENTS_PER_ADDRESS_PER_MINUTE ??= "1000000000";
  process.env.ADS_VALID_EVENTS_PER_ADDRESS_PER_MINUTE ??= "1000000000";
  // The bench's own requests stand in for the edge's proxy where a benchmark needs shoppers at
  // many addresses (the society's writes): they name each in X-Forwarded-For.
  const config = loadBaseConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    TRUSTED_PROXIES: "127.0.0.1",
  });
  const system = await startAllInOne(config, createLogger({ name: "bench", level: "silent" }), {
    seed: false,
    seedStores: false,
  });
  process.stdout.write(`High Cotton benchmarks (Node ${process.version}); ratios are against baselines measured in this run.\n`);
  try {
    await benchAuthUser(system);
    const storeId = await benchStoreDesigns(system);
    await benchMetricsOverhead(system, `/api/dispensaries/${storeId}/designs`);
    const designIds = await benchCheckout(system, storeId);
    await benchFirstVisit(system, storeId, designIds[0] as string);
    await benchOrderPlacedLatency(system, designIds);
    await benchFulfillment(system, designIds);
    await benchCommunity(system);
    await benchAds(system, config);
    await benchDesignGeneration();
  } finally {
    await system.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Offline, in a process of its own, with the embedded system stopped.
  await benchCustomDesigns();
  // Each on its own PostgreSQL server, with the embedded system stopped.
  await benchRefunds();
  await benchMailPath();
  await benchEventPath();
  // In a process of its own: its peak memory is the all-in-one's.
  await benchUnderLoadApart();
  // Systems of their own, traced and not, each in its own process.
  await benchTracingOverhead();
}
