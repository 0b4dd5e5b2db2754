import { fileURLToPath } from "node:url";
import type { Database } from "./database.ts";

/** The kit's own migrations (outbox, inbox, revoked_sessions, operator_actions), generated from messaging-tables.ts and operator-actions.ts. */
export const KIT_MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));
/** Their ledger, apart from the service's own `__drizzle_migrations`. */
export const KIT_MIGRATIONS_TABLE = "__highcotton_kit_migrations";

/**
 * Brings a service's database up to date: the service's migrations, then the kit's. In that
 * order because services built before the kit owned the messaging tables create them in their
 * own first migration; the kit's create them only where they are missing.
 */
export async function migrateServiceStore(database: Database, serviceMigrationsFolder: string): Promise<void> {
  await database.migrate(serviceMigrationsFolder);
  await database.migrate(KIT_MIGRATIONS_FOLDER, { table: KIT_MIGRATIONS_TABLE });
}
