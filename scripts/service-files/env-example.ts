import type { ServiceRegistry } from "./model.ts";
import { commentLines, replaceRegion, upper } from "./regions.ts";

const SECTION_WIDTH = 96;
const section = (title: string): string => `# ── ${title} `.padEnd(SECTION_WIDTH, "─");

/** `.env.example`: each service's database URL, its own settings, and the gateway's subgraph URLs. */
export function envExample(text: string, registry: ServiceRegistry): string {
  const file = ".env.example";
  const databases = [
    ...registry.services.map((service) => `${upper(service.name)}_DATABASE_URL=`),
    ...(registry.planned.length ? ["# Planned services, not built yet:"] : []),
    ...registry.planned.map((service) => `${upper(service.name)}_DATABASE_URL=`),
  ];
  const settings = registry.services
    .filter((service) => service.settings.length > 0)
    .flatMap((service) => [
      "",
      section(`${service.name}'s own settings`),
      ...service.settings.flatMap((setting) => [
        ...commentLines(
          "#",
          `${setting.description}${setting.required ? " Required." : setting.requiredDistributed ? " Required in the distributed topology." : ""}`,
        ),
        `${setting.name}=${setting.defaultValue}`,
      ]),
    ]);
  const urls = registry.services.map((service) => `${upper(service.name)}_URL=http://${service.name}:${service.port}/graphql`);
  let out = replaceRegion(text, file, "service databases", "#", databases);
  out = replaceRegion(out, file, "service settings", "#", settings);
  return replaceRegion(out, file, "subgraph urls", "#", urls);
}
