import { defineConfig } from "drizzle-kit";

// The kit's own tables (outbox, inbox, revoked_sessions, operator_actions), created in every service's database by
// the kit's migrations; services do not copy them.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/db/messaging-tables.ts", "./src/db/operator-actions.ts"],
  out: "./src/db/migrations",
});
