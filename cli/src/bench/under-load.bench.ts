import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger, loadBaseConfig } from "@highcotton/kit";
import { startAllInOne } from "../all-in-one.ts";
import { Api } from "./bench-api.ts";
import { type LoadResult, type LoadTarget, runLoad } from "./run-load.ts";

const CONCURRENCY = 200;
const PROBE_REQUESTS = 200;
const DEMO_STORES = 6;

/**
 * Is the main loop free when it is busy? Starts the all-in-one as `npm start` does (demo data and
 * six demo stores whose 120 designs render in the background), records its peak memory while it
 * seeds, then probes it idle and under load (see probeUnderLoad).
 */
export async function benchUnderLoad(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "highcotton-bench-load-"));
  const config = loadBaseConfig({ ...process.env, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent" });
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 100);
  const startedAt = Date.now();
  const system = await startAllInOne(config, createLogger({ name: "bench", level: "silent" }), { seed: true, seedStores: true });
  try {
    const api = new Api(system.url);
    const stores = await api.storesWithDesigns(DEMO_STORES);
    const seededSeconds = (Date.now() - startedAt) / 1000;
    const seededPeak = peakRss;
    await probeUnderLoad(api, stores);
    process.stdout.write(
      `peak RSS of the all-in-one while seeding (${stores.length} stores, ${stores.length * 20} designs, ${seededSeconds.toFixed(0)} s): ${(seededPeak / 1048576).toFixed(0)} MB; through the whole run: ${(peakRss / 1048576).toFixed(0)} MB\n`,
    );
  } finally {
    clearInterval(sampler);
    await system.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * benchUnderLoad in a child process started as `npm run bench` starts this one (its Node flags
 * and malloc settings): the peak memory it reports is then the all-in-one's, not the bench run's,
 * whose own process still holds what Lighthouse and the earlier systems left.
 */
export async function benchUnderLoadApart(): Promise<void> {
  const script = new URL("./under-load.child.ts", import.meta.url).pathname;
  const child = spawn(process.execPath, [...process.execArgv, "--import", "tsx", script], { stdio: "inherit" });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`the under-load benchmark failed (exit ${code})`);
}

/**
 * The same measurement against a system that is already running, e.g. the Compose topology at
 * http://localhost:3000, where every request crosses the web edge, the REST adapter, the gateway
 * and a subgraph in containers of their own. It uses the stores that have their designs (making
 * one if there is none) and leaves behind the owner, store and events the load creates.
 */
export async function benchRunningSystem(url: string): Promise<void> {
  const api = new Api(url);
  let stores = await api.storesWithDesigns(0);
  if (stores.length === 0) {
    const owner = await api.newOwnerWithStore();
    await api.post(`/api/dispensaries/${owner.storeId}/generate-designs`, undefined, owner.token);
    stores = await api.storesWithDesigns(1);
  }
  process.stdout.write(`High Cotton under load at ${url} (Node ${process.version}); ratios are against the same probes idle.\n`);
  await probeUnderLoad(api, stores);
}

/**
 * Probes `/healthz` (the front door alone) and one store's designs (through every hop) one request
 * at a time: idle, and again while 200 concurrent mixed requests run and a new store's 20 designs
 * render. The idle run is the baseline of the ratio.
 */
async function probeUnderLoad(api: Api, stores: string[]): Promise<void> {
  const { base } = api;
  const store = stores[0] as string;
  const probes: Record<string, LoadTarget> = {
    "GET /healthz": { url: `${base}/healthz` },
    "GET /api/dispensaries/{id}/designs": { url: `${base}/api/dispensaries/${store}/designs` },
  };
  const idle: Record<string, LoadResult> = {};
  for (const [name, target] of Object.entries(probes)) idle[name] = await probe(target);

  const owner = await api.newOwnerWithStore();
  const mixed = mixedTargets(base, stores, owner.token);
  const loadStarted = Date.now();
  const load = runLoad({ targets: mixed, concurrency: CONCURRENCY, requests: 1_000_000, warmup: 0, durationMs: 45_000 });
  // Rendering meanwhile; whatever happens, the load process is waited for, never left running.
  await api.post(`/api/dispensaries/${owner.storeId}/generate-designs`, undefined, owner.token).catch(async (error) => {
    await load.catch(() => {});
    throw error;
  });
  await new Promise((resolve) => setTimeout(resolve, 3_000)); // let the load reach full concurrency
  const loaded: Record<string, LoadResult> = {};
  const probed = { from: Date.now() - loadStarted, to: 0 };
  for (const [name, target] of Object.entries(probes)) loaded[name] = await probe(target);
  probed.to = Date.now() - loadStarted;
  const background = await load;
  const loadLasted = Date.now() - loadStarted;

  process.stdout.write(
    `\nUnder load: one request at a time to each probe, idle and while ${CONCURRENCY} concurrent mixed requests run and 20 designs render\n`,
  );
  process.stdout.write(
    `${"probe".padEnd(36)}${"idle p50".padStart(10)}${"idle p99".padStart(10)}${"load p50".padStart(10)}${"load p99".padStart(10)}${"p99 ratio".padStart(11)}\n`,
  );
  for (const name of Object.keys(probes)) {
    const [a, b] = [idle[name] as LoadResult, loaded[name] as LoadResult];
    process.stdout.write(
      `${name.padEnd(36)}${ms(a.p50)}${ms(a.p99)}${ms(b.p50)}${ms(b.p99)}${`${(b.p99 / a.p99).toFixed(1)}x`.padStart(11)}\n`,
    );
  }
  process.stdout.write(
    `background mixed load: ${background.requests} requests, ${background.rps.toFixed(0)} req/s, p50 ${background.p50.toFixed(0)} ms, p99 ${background.p99.toFixed(0)} ms, ${background.errors} failed (5xx or no answer); it ran ${(loadLasted / 1000).toFixed(1)} s and the loaded probes from ${(probed.from / 1000).toFixed(1)} s to ${(probed.to / 1000).toFixed(1)} s of it\n`,
  );
}

const ms = (value: number) => `${value.toFixed(1)}`.padStart(10);

const probe = (target: LoadTarget) =>
  runLoad({ ...target, concurrency: 1, requests: PROBE_REQUESTS, warmup: 20, durationMs: 60_000 });

/** What shoppers and owners do at once: browse stores and designs, read reactions, react, check sign-in. */
function mixedTargets(base: string, stores: string[], token: string): LoadTarget[] {
  const targets: LoadTarget[] = [];
  for (const [index, store] of stores.entries()) {
    targets.push(
      { url: `${base}/api/dispensaries` },
      { url: `${base}/api/dispensaries/${store}` },
      { url: `${base}/api/dispensaries/${store}/designs` },
      { url: `${base}/api/designs` },
      { url: `${base}/api/auth/user`, headers: { authorization: `Bearer ${token}` } },
      {
        url: `${base}/api/analytics/event`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ dispensaryId: store, eventType: "view", sessionId: `session_${Date.now()}_bench${index}` }),
      },
      { url: `${base}/` },
    );
  }
  return targets;
}
