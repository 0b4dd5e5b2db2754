import type { DefinedService, ServiceSummary } from "@highcotton/kit";
import { allServices, type ServiceRegistry } from "./model.ts";
import { commentLines, replaceRegion, upper } from "./regions.ts";

const MISSING_KEY = "Generate the JWT key pair and put it in .env, see docs/deploy.md";

const databaseUrl = ({ name }: ServiceSummary): string =>
  `postgres://${name}:\${${upper(name)}_DB_PASSWORD:-${name}-dev}@postgres:5432/${name}`;

function block(service: ServiceSummary, planned: boolean): string[] {
  const defined = planned ? undefined : (service as DefinedService);
  const settings = (defined?.settings ?? []).map((setting) =>
    setting.requiredDistributed
      ? `      ${setting.name}: \${${setting.name}:?${setting.name} must be set, see .env.example}`
      : `      ${setting.name}: \${${setting.name}:-}`,
  );
  return [
    "",
    ...commentLines(
      "  #",
      planned ? `${service.name} (planned, not built yet): ${service.owns}.` : `${service.name}: ${service.owns}.`,
    ),
    `  ${service.name}:`,
    "    <<: *part",
    ...(planned ? ["    profiles: [later]"] : []),
    `    command: ["start", "${service.name}"]`,
    "    environment:",
    "      <<: *service-env",
    `      PORT: ${service.port}`,
    `      ${upper(service.name)}_DATABASE_URL: ${databaseUrl(service)}`,
    ...(defined?.signsTokens
      ? [
          "      # Only this service signs tokens; every other part verifies with the public key.",
          `      JWT_PRIVATE_KEY: \${JWT_PRIVATE_KEY:?${MISSING_KEY}}`,
        ]
      : []),
    ...(settings.length ? ["      # Its own settings, read from ./.env (blank counts as unset; defaults in .env.example)."] : []),
    ...settings,
    "    depends_on: *service-depends",
  ];
}

/** docker-compose.yml: the databases' passwords, one block per service, and the gateway's subgraphs. */
export function compose(text: string, registry: ServiceRegistry): string {
  const file = "docker-compose.yml";
  const passwords = allServices(registry).map(
    ({ name }) => `      ${upper(name)}_DB_PASSWORD: \${${upper(name)}_DB_PASSWORD:-${name}-dev}`,
  );
  const blocks = [
    ...registry.services.flatMap((service) => block(service, false)),
    ...registry.planned.flatMap((service) => block(service, true)),
  ].slice(1);
  const urls = registry.services.map(({ name, port }) => `      ${upper(name)}_URL: http://${name}:${port}/graphql`);
  const dependsOn = registry.services.flatMap(({ name }) => [`      ${name}:`, "        condition: service_healthy"]);
  let out = replaceRegion(text, file, "database passwords", "#", passwords);
  out = replaceRegion(out, file, "services", "#", blocks);
  out = replaceRegion(out, file, "gateway subgraphs", "#", urls);
  return replaceRegion(out, file, "gateway depends_on", "#", dependsOn);
}
