import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Database,
  InProcessBus,
  LocalObjectStorage,
  loadBaseConfig,
  type RunningService,
  startService,
  TokenService,
} from "@highcotton/kit";
import { pino } from "pino";
import { afterEach, expect } from "vitest";
import { catalogService } from "../../src/service.ts";

const logger = pino({ level: "silent" });
export const tokens = new TokenService({ algorithm: "HS256", secret: "q".repeat(32) });
export const owner = { id: "3e1f5c2a-9b7d-4c11-8e2f-6a5b4c3d2e1f", username: "olive", role: "dispensary" } as const;

/**
 * Catalog as a deployment starts it (settings from `env`, files in a storage folder of its own),
 * without its background workers: each test drives the relay itself. Stopped and removed after
 * each test of the suite that calls this.
 */
export function catalogWithStorage(open: () => Promise<Database>) {
  let database: Database | undefined;
  let service: RunningService | undefined;
  let storageDir: string | undefined;
  afterEach(async () => {
    await service?.stop();
    await database?.close();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string>) {
    database = await open();
    storageDir = mkdtempSync(join(tmpdir(), "highcotton-catalog-"));
    const storage = new LocalObjectStorage(storageDir);
    service = await startService(
      { ...catalogService, build: (context) => ({ ...catalogService.build(context), workers: [], jobs: [] }) },
      { config: loadBaseConfig(env), logger, bus: new InProcessBus(), tokens, storage, database },
    );
    return { service, storage };
  }

  /** The owner's new store in Boulder, CO, asked for with `headers` beside the owner's token. */
  async function createStore(running: RunningService, name: string, headers: Record<string, string> = {}) {
    const answer = await running.subgraph.execute(
      {
        query: "mutation ($input: CreateDispensaryInput!) { createDispensary(input: $input) { id storeUrl } }",
        variables: { input: { name, address: "5 Pearl St", city: "Boulder", state: "CO", zipCode: "80302" } },
      },
      { authorization: `Bearer ${tokens.sign(owner)}`, ...headers },
    );
    expect(answer.errors).toBeUndefined();
    return (answer.data as { createDispensary: { id: string; storeUrl: string } }).createDispensary;
  }

  return { start, createStore };
}
