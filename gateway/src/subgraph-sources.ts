import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const repoRoot = new URL("../../", import.meta.url).pathname;

/**
 * The subgraphs' ports in the distributed topology, written by `npm run services:generate` from the
 * service definitions: the gateway talks to services over GraphQL only and never imports them.
 */
export const SUBGRAPH_PORTS_PATH = join(repoRoot, "gateway", "subgraph-ports.json");

function readSubgraphPorts(): Record<string, number> {
  return (JSON.parse(readFileSync(SUBGRAPH_PORTS_PATH, "utf8")) as { ports: Record<string, number> }).ports;
}

/** Every service that has a `src/schema.graphql` is a subgraph of the supergraph. */
export function readSubgraphSchemas(): Array<{ name: string; typeDefs: string; url: string }> {
  const servicesDir = join(repoRoot, "services");
  const ports = readSubgraphPorts();
  return readdirSync(servicesDir)
    .sort()
    .filter((name) => existsSync(join(servicesDir, name, "src", "schema.graphql")))
    .map((name) => {
      const port = ports[name];
      if (!port) throw new Error(`services/${name} has no port in gateway/subgraph-ports.json: run npm run services:generate`);
      return {
        name,
        typeDefs: readFileSync(join(servicesDir, name, "src", "schema.graphql"), "utf8"),
        url: `http://${name}:${port}/graphql`,
      };
    });
}

export const SUPERGRAPH_PATH = join(repoRoot, "gateway", "supergraph.graphql");
