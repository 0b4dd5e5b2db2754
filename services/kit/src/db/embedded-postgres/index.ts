export { ROOT_BINARIES_CACHE } from "./binaries.ts";
export { ROOT_CLUSTERS_HOME } from "./cluster-folder.ts";
export { type EmbeddedPostgres, type EmbeddedPostgresOptions, freePort, startEmbeddedPostgres } from "./embedded-postgres.ts";
