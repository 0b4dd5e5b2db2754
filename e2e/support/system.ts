import { appendFileSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { type ComposeTopology, composeSync, storedObjects, upTopology } from "./compose.ts";
import { spawnHighcotton } from "./spawn-highcotton.ts";

export interface RunningSystem {
  url: string;
  dataDir: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Every file the system has stored in its object folder (uploads, designs, their type notes). */
  storedFiles(): string[];
  stop(): Promise<void>;
}

/** The card provider's webhook signing secrets of the shared system, for the journeys that sign deliveries. */
export const WEBHOOK_SECRETS: { readonly payments: string; readonly billing: string } = {
  payments: "whsec_e2e_commerce_secret",
  billing: "whsec_e2e_billing_secret",
};

/**
 * The settings of the e2e project's shared system (started once by e2e/support/global-setup.ts):
 * the webhook secrets the payment journeys sign with, and info logs, which a journey reads.
 */
export const SHARED_SYSTEM_SETTINGS: Record<string, string> = {
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRETS.payments,
  STRIPE_BILLING_WEBHOOK_SECRET: WEBHOOK_SECRETS.billing,
  LOG_LEVEL: "info",
  // The journeys speak as many clients from this machine: each names its address (see apiClient).
  TRUSTED_PROXIES: "127.0.0.1,::1",
};

/** What a worker needs to use the shared system (plain data, for `provide`). */
export interface SharedSystem {
  url: string;
  dataDir: string;
  /** Where the process's output is written as it comes. */
  logFile: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    sharedSystem: SharedSystem;
  }
}

/**
 * The marketplace as `npm start` runs it. By default the run's shared system: one process for
 * every journey that makes its own users and stores, started by the project's global setup, which
 * stopping leaves running. `alone` starts a system of its own on a free port with a fresh data
 * folder, with `env` on top of the defaults, for a journey that needs settings or a store no
 * other journey touches (each such file says why). In the compose project (E2E_TARGET=compose) it
 * is the `docker compose` topology.
 */
export async function startSystem(
  options: { alone?: { why: string; env?: Record<string, string> } } = {},
): Promise<RunningSystem> {
  if (process.env.E2E_TARGET === "compose") return composeSystem();
  if (options.alone) return startOwnSystem(options.alone.env);
  const shared = inject("sharedSystem");
  if (!shared) throw new Error("No shared system: the e2e project's global setup (e2e/support/global-setup.ts) did not run");
  return {
    url: shared.url,
    dataDir: shared.dataDir,
    output: () => readFileSync(shared.logFile, "utf8"),
    storedFiles: () => storedFilesIn(shared.dataDir),
    async stop() {},
  };
}

/** Starts the marketplace exactly as `npm start` does, on a free port with a fresh data folder; resolves once it prints its URL. */
export async function startOwnSystem(env: Record<string, string> = {}, logFile?: string): Promise<RunningSystem> {
  const dataDir = mkdtempSync(join(tmpdir(), "highcotton-e2e-"));
  // Demo stores (120 generated designs) are opt-in here: most tests make their own.
  const system = spawnHighcotton(["start"], { PORT: "0", DATA_DIR: dataDir, SEED_DEMO_STORES: "false", ...env });
  if (logFile) system.onChunk((text) => appendFileSync(logFile, text));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The system did not start in time:\n${system.output()}`)), 180_000);
    system.onOutput((output) => {
      const match = output.match(/running at (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    system.onExit((code) => {
      clearTimeout(timer);
      reject(new Error(`The system exited with ${code} before starting:\n${system.output()}`));
    });
  });
  return {
    url,
    dataDir,
    output: system.output,
    storedFiles: () => storedFilesIn(dataDir),
    async stop() {
      await system.stop();
      // As root the cluster may live outside the data folder (see the embedded server's docs).
      rmSync(realpathOrSelf(join(dataDir, "postgres")), { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function storedFilesIn(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, "objects"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/**
 * The compose project's shared topology (prepared by e2e/compose/global-setup.ts): the first
 * journey brings it up, printing how long that took (what a person waits for on `compose up`);
 * later ones find it up. Stopping leaves it running for the next journey.
 */
async function composeSystem(): Promise<RunningSystem> {
  const topology = inject("composeTopology");
  const started = Date.now();
  await upTopology(topology);
  const seconds = (Date.now() - started) / 1000;
  if (seconds > 10) console.info(`compose topology ${topology.project} up at ${topology.url} in ${seconds.toFixed(1)} s`);
  return { ...composeViews(topology), async stop() {} };
}

function composeViews(topology: ComposeTopology): Omit<RunningSystem, "stop"> {
  return {
    url: topology.url,
    dataDir: topology.dataDir,
    output: () => composeSync(topology, ["logs", "--no-color"]),
    storedFiles: () => storedObjects(topology),
  };
}

function realpathOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
