export * from "./database.ts";
export * from "./embedded-postgres/index.ts";
export * from "./errors.ts";
export * from "./kit-migrations.ts";
export * from "./messaging-tables.ts";
export * from "./operator-actions.ts";
export * from "./prepared-reads.ts";
export * from "./request-log.ts";
