import { allServices, type ServiceRegistry } from "./model.ts";
import { GENERATED_NOTE } from "./regions.ts";

/** `deploy/postgres/init.sql`: one login role and one database per service, built or planned. */
export function initSql(registry: ServiceRegistry): string {
  const services = allServices(registry);
  return [
    `-- ${GENERATED_NOTE}`,
    "--",
    "-- One database and one login role per service: a service can connect only to its own database,",
    `-- which keeps "no service reads another's tables" true at the server, not only by convention.`,
    "-- Runs once, when the PostgreSQL data volume is first initialised (docker-entrypoint-initdb.d).",
    "-- Passwords come from the container's environment (see docker-compose.yml) through psql's",
    "-- \\getenv, so none is written here; an unset one stops the init with an error.",
    "",
    ...services.map(({ name }) => `\\getenv ${name}_password ${name.toUpperCase()}_DB_PASSWORD`),
    ...services.flatMap(({ name }) => [
      "",
      `CREATE ROLE ${name} LOGIN PASSWORD :'${name}_password';`,
      `CREATE DATABASE ${name} OWNER ${name};`,
      `REVOKE ALL ON DATABASE ${name} FROM PUBLIC;`,
    ]),
    "",
  ].join("\n");
}
