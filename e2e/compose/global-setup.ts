import type { TestProject } from "vitest/node";
import { type ComposeTopology, downTopology, prepareTopology } from "../support/compose.ts";

declare module "vitest" {
  export interface ProvidedContext {
    composeTopology: ComposeTopology;
  }
}

/**
 * One `docker compose` topology for the whole compose project, shared by every journey (each
 * makes its own users and stores) and removed with its volumes after the last. Only its settings
 * are prepared here: the first journey starts it (`startSystem()` runs `compose up --wait`), so
 * its twelve containers do not sit idle on the machine's cores while the other projects run
 * first. Compose starts it once; later calls find it up.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const topology = await prepareTopology();
  project.provide("composeTopology", topology);
  return async () => {
    if (process.env.E2E_KEEP_COMPOSE === "1") {
      console.info(`E2E_KEEP_COMPOSE=1: ${topology.project} left running (docker compose -p ${topology.project} down -v)`);
      return;
    }
    await downTopology(topology);
  };
}
