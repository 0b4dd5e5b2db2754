import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { SHARED_SYSTEM_SETTINGS, startOwnSystem } from "./system.ts";

/**
 * One system for the whole e2e project, as `npm start` runs it: started before the first file and
 * shared by every journey that makes its own users and stores, stopped after the last. Starting
 * one per file cost a database cluster and six services' migrations each time. Its output goes to
 * a file, so a journey in a worker can read the logs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const logFile = join(mkdtempSync(join(tmpdir(), "highcotton-e2e-log-")), "highcotton.log");
  writeFileSync(logFile, "");
  const started = Date.now();
  const system = await startOwnSystem(SHARED_SYSTEM_SETTINGS, logFile);
  console.info(`shared system up at ${system.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${logFile})`);
  project.provide("sharedSystem", { url: system.url, dataDir: system.dataDir, logFile });
  return () => system.stop();
}
