import type { ServiceRegistry } from "./model.ts";
import { replaceRegion, shortType } from "./regions.ts";

const list = (names: string[]): string => (names.length ? names.map((name) => `\`${name}\``).join(", ") : "—");

/** README's service table: what each service owns, publishes and consumes, built or planned. */
export function readme(text: string, registry: ServiceRegistry): string {
  const producer = new Map(
    registry.services.flatMap((service) => service.publishes.map((type) => [type, service.name] as const)),
  );
  const rows = [
    ...registry.services.map((service) => {
      const consumes = service.consumes.map((type) => {
        const from = producer.get(type);
        const origin = from === service.name ? "its own" : from ? `from ${from}` : "from outside";
        return `\`${shortType(type)}\` (${origin})`;
      });
      const publishes = list(service.publishes.map(shortType));
      return `| ${service.name} | ${service.owns} | ${publishes} | ${consumes.join(", ") || "—"} | built |`;
    }),
    ...registry.planned.map((service) => `| ${service.name} | ${service.owns} | — | — | planned |`),
  ];
  return replaceRegion(text, "README.md", "services", "html", [
    "| service | owns | publishes | consumes | status |",
    "|---|---|---|---|---|",
    ...rows,
  ]);
}
