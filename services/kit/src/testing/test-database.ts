import { afterAll, describe, inject } from "vitest";
import { type Database, openDatabase } from "../db/database.ts";
import { startTestPostgres, type TestPostgres, testPostgresAt, testPostgresUnavailable } from "./postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The integration project's shared server (see postgres-global-setup.ts). */
    testPostgresUrl?: string;
    /** Why that server could not start, for every test that needs it to say. */
    testPostgresError?: string;
  }
}

export interface TestDatabase {
  /**
   * vitest's `describe`, its factory handed `open`: a fresh, empty database on each call. A skip
   * named with its reason when no PostgreSQL server can exist here.
   */
  describe(name: string, factory: (open: () => Promise<Database>) => void): void;
}

/**
 * Real PostgreSQL for a test file: each `open` makes a database (named after `prefix`) on the
 * server the integration project shares across its files; they are dropped after the file's last
 * test. Call it at the top of the file.
 */
export function testDatabase(prefix: string): TestDatabase {
  const unavailable = testPostgresUnavailable();
  if (unavailable) {
    // A visible skip, named with its reason in the summary; never a silent one.
    const open = () => Promise.reject(new Error(unavailable));
    return { describe: (name, factory) => describe.skip(`${name} (skipped: ${unavailable})`, () => factory(open)) };
  }
  let server: Promise<TestPostgres> | undefined;
  afterAll(async () => {
    const running = await server?.catch(() => undefined);
    await running?.stop();
  }, 60_000);
  const open = async () => {
    server ??= connect();
    return openDatabase({ url: await (await server).createDatabase(prefix) });
  };
  return { describe: (name, factory) => describe(name, () => factory(open)) };
}

async function connect(): Promise<TestPostgres> {
  const error = inject("testPostgresError");
  if (error) throw new Error(error);
  const adminUrl = inject("testPostgresUrl");
  // Run outside the integration project (no shared server): a server of this file's own.
  return adminUrl ? testPostgresAt(adminUrl) : startTestPostgres();
}
