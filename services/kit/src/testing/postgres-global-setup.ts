import type { TestProject } from "vitest/node";
import { startTestPostgresServer, testPostgresUnavailable } from "./postgres-server.ts";

/**
 * One PostgreSQL server for the whole integration project (a server takes about a second to
 * start; a database on it, a few milliseconds): each file makes its own databases on it through
 * `testDatabase`. Without binaries or TEST_DATABASE_URL nothing starts and each file shows its
 * skip (REQUIRE_POSTGRES=1 fails here instead). A server that cannot start fails the tests that
 * need it, with the reason, and leaves the rest of the run alone.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (testPostgresUnavailable()) return undefined;
  try {
    const server = await startTestPostgresServer();
    project.provide("testPostgresUrl", server.adminUrl);
    return () => server.stop();
  } catch (error) {
    project.provide("testPostgresError", (error as Error).message);
    return undefined;
  }
}
