import type { ServiceRegistry } from "./model.ts";
import { replaceRegion, shortType } from "./regions.ts";

const list = (names: string[]): string => (names.length ? names.map((name) => `\`${name}\``).join(", ") : "—");

/** README's diagram of the parts, naming the built services behind the gateway. */
const diagram = (registry: ServiceRegistry): string[] => [
  "```",
  `browser ── /graphql ──► gateway ──► ${registry.services.map(({ name }) => name).join(" · ")}`,
  "        └─ /api/* ───► rest-adapter ── GraphQL ──┘      (each a subgraph that owns its store)",
  "services ── outbox ──► event bus (in-process, or Kafka) ──► consumers in other services (inbox)",
  "```",
];

/** README's diagram, and its service table: what each service owns, publishes and consumes, built or planned. */
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
  const withDiagram = replaceRegion(text, "README.md", "diagram", "html", diagram(registry));
  return replaceRegion(withDiagram, "README.md", "services", "html", [
    "| service | owns | publishes | consumes | status |",
    "|---|---|---|---|---|",
    ...rows,
  ]);
}
