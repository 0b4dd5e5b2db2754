import { mkdtempSync, readdirSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { type ComposeTopology, composeSync, downTopology, prepareTopology, storedObjects, upTopology } from "./compose.ts";
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

/**
 * Starts the marketplace exactly as `npm start` does (the same command), on a free port with a
 * fresh data folder, and resolves once it prints its URL. In the compose project
 * (E2E_TARGET=compose) it is the `docker compose` topology instead.
 */
export async function startSystem(
  env: Record<string, string> = {},
  options: { /** The journey needs a system no other journey touches (in the compose project). */ alone?: boolean } = {},
): Promise<RunningSystem> {
  if (process.env.E2E_TARGET === "compose") return options.alone ? ownComposeSystem(env) : composeSystem(env);
  const dataDir = mkdtempSync(join(tmpdir(), "highcotton-e2e-"));
  // Demo stores (120 generated designs) are opt-in here: most tests make their own.
  const system = spawnHighcotton(["start"], { PORT: "0", DATA_DIR: dataDir, SEED_DEMO_STORES: "false", ...env });
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
    storedFiles() {
      try {
        return readdirSync(join(dataDir, "objects"), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name));
      } catch {
        return [];
      }
    },
    async stop() {
      await system.stop();
      // As root the cluster may live outside the data folder (see the embedded server's docs).
      rmSync(realpathOrSelf(join(dataDir, "postgres")), { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The compose project's shared topology (started by e2e/compose/global-setup.ts), brought to
 * `env`: Compose recreates only the containers whose settings change, e.g. commerce for a webhook
 * secret. Stopping leaves it running for the next file. A file that must be `alone` (the only
 * advertiser, say) gets a topology of its own instead.
 */
async function composeSystem(env: Record<string, string>): Promise<RunningSystem> {
  const topology = inject("composeTopology");
  await upTopology(topology, composeSettings(env));
  return { ...composeViews(topology), async stop() {} };
}

/** A topology of its own for one file, removed with its volumes when the file stops it. */
async function ownComposeSystem(env: Record<string, string>): Promise<RunningSystem> {
  const topology = await prepareTopology();
  try {
    await upTopology(topology, composeSettings(env));
  } catch (error) {
    await downTopology(topology);
    throw error;
  }
  return { ...composeViews(topology), stop: () => downTopology(topology) };
}

/** What demo data exists is the compose file's choice: asking otherwise would only recreate every service. */
function composeSettings(env: Record<string, string>): Record<string, string> {
  const { SEED_DEMO_DATA: _seed, SEED_DEMO_STORES: _stores, ...settings } = env;
  return settings;
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
