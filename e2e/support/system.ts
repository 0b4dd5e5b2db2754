import { mkdtempSync, readdirSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
 * fresh data folder, and resolves once it prints its URL.
 */
export async function startSystem(env: Record<string, string> = {}): Promise<RunningSystem> {
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

function realpathOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
