import type { TestProject } from "vitest/node";
import { type ComposeTopology, downTopology, prepareTopology, upTopology } from "../support/compose.ts";

declare module "vitest" {
  export interface ProvidedContext {
    composeTopology: ComposeTopology;
  }
}

/**
 * One `docker compose` topology for the whole compose project: started before the first file,
 * shared by every journey (each makes its own users and stores), removed with its volumes after
 * the last. Its start time is printed, since it is what a person waits for on `compose up`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const topology = await prepareTopology();
  const started = Date.now();
  try {
    await upTopology(topology);
  } catch (error) {
    await downTopology(topology);
    throw error;
  }
  console.info(`compose topology ${topology.project} up at ${topology.url} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide("composeTopology", topology);
  return async () => {
    if (process.env.E2E_KEEP_COMPOSE === "1") {
      console.info(`E2E_KEEP_COMPOSE=1: ${topology.project} left running (docker compose -p ${topology.project} down -v)`);
      return;
    }
    await downTopology(topology);
  };
}
