import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { UserRegisteredSchema } from "@highcotton/proto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../src/db/database.ts";
import { migrateServiceStore } from "../../../src/db/kit-migrations.ts";
import { publishEvent } from "../../../src/events/outbox.ts";
import { type PostgresContainer, startPostgresContainer } from "../../../src/testing/containers.ts";
import { dockerImagesReady } from "../../../src/testing/local-images.ts";
import { accounts, outbox } from "../../fixtures/schema.ts";

// The stores on the PostgreSQL image docker-compose.yml runs, set up by the same init script:
// one database and one login role per service, each migrated by that role alone.
const ready = await dockerImagesReady(["POSTGRES_IMAGE"]);
const repository = (path: string) => fileURLToPath(new URL(`../../../../../${path}`, import.meta.url));
// Every built service, from the list npm run services:generate writes from the registry
// (cli/src/services.ts) for the gateway: the kit sits below the services and may not import them.
const SERVICES = Object.keys(
  (JSON.parse(readFileSync(repository("gateway/subgraph-ports.json"), "utf8")) as { ports: Record<string, number> }).ports,
);
// init.sql also makes the roles of planned services, and needs a password for each role it makes.
const ROLES = [...readFileSync(repository("deploy/postgres/init.sql"), "utf8").matchAll(/^CREATE ROLE (\w+) /gm)].map(
  (match) => match[1] as string,
);
const passwordOf = (service: string) => `${service}-container-test`;

if ("skip" in ready) {
  console.warn(`PostgreSQL container tests skipped: ${ready.skip}`);
  describe.skip(`stores on a PostgreSQL container (skipped: ${ready.skip})`, () => {
    it("needs a Docker engine with the PostgreSQL image", () => {});
  });
} else {
  describe("stores on a PostgreSQL container set up by deploy/postgres/init.sql", () => {
    let server: PostgresContainer;
    const opened: Database[] = [];
    const open = async (url: string) => {
      const database = await openDatabase({ url, poolSize: 2 });
      opened.push(database);
      return database;
    };
    const serviceUrl = (service: string, database = service) => server.urlFor(service, passwordOf(service), database);

    beforeAll(async () => {
      server = await startPostgresContainer({
        initScripts: [repository("deploy/postgres/init.sql")],
        environment: Object.fromEntries(ROLES.map((service) => [`${service.toUpperCase()}_DB_PASSWORD`, passwordOf(service)])),
      });
    }, 180_000);
    afterAll(async () => {
      for (const database of opened) await database.close();
      await server?.stop();
    }, 60_000);

    it.each(SERVICES)("lets %s's role migrate its own database to the outbox and inbox", async (service) => {
      const database = await open(serviceUrl(service));
      await migrateServiceStore(database, repository(`services/${service}/src/db/migrations`));
      const client = new pg.Client({ connectionString: serviceUrl(service) });
      await client.connect();
      try {
        const tables = await client.query<{ name: string }>(
          "select table_name as name from information_schema.tables where table_schema = 'public'",
        );
        expect(tables.rows.map((row) => row.name)).toEqual(expect.arrayContaining(["outbox", "inbox"]));
        const owners = await client.query<{ owner: string }>(
          "select distinct tableowner as owner from pg_tables where schemaname = 'public'",
        );
        expect(owners.rows.map((row) => row.owner)).toEqual([service]);
      } finally {
        await client.end();
      }
    });

    it("refuses a service's role in another service's database, and refuses a wrong password", async () => {
      const attempt = async (url: string) => {
        const client = new pg.Client({ connectionString: url });
        try {
          await client.connect();
          return "connected";
        } catch (error) {
          return (error as Error).message;
        } finally {
          await client.end().catch(() => {});
        }
      };
      expect(await attempt(serviceUrl("identity", "commerce"))).toMatch(/permission denied for database "commerce"/);
      expect(await attempt(serviceUrl("ads", "identity"))).toMatch(/permission denied for database "identity"/);
      expect(await attempt(server.urlFor("catalog", "not-the-password", "catalog"))).toMatch(/password authentication failed/);
      expect(await attempt(serviceUrl("catalog"))).toBe("connected");
    });

    it("writes an event to the outbox in the business transaction: both or neither", async () => {
      const admin = await open(server.adminUrl());
      await admin.db.execute(sql`create database kit_fixture owner community`);
      const database = await open(serviceUrl("community", "kit_fixture"));
      await database.migrate(fileURLToPath(new URL("../../fixtures/migrations", import.meta.url)));
      const register = (id: string, fail: boolean) =>
        database.db.transaction(async (tx) => {
          await tx.insert(accounts).values({ id, name: id });
          await publishEvent(tx, { schema: UserRegisteredSchema, aggregateId: id, data: { userId: id, username: id } });
          if (fail) throw new Error("business rule failed");
        });
      await expect(register("ghost", true)).rejects.toThrow("business rule failed");
      await register("alice", false);
      expect((await database.db.select().from(accounts)).map((row) => row.id)).toEqual(["alice"]);
      expect((await database.db.select().from(outbox)).map((row) => row.aggregateId)).toEqual(["alice"]);
    });
  });
}
