import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const repoRoot = new URL("../../", import.meta.url).pathname;

/** Default subgraph ports of the distributed topology (docker-compose and k8s use the same). */
export const SUBGRAPH_PORTS: Record<string, number> = {
  identity: 4001,
  catalog: 4002,
  commerce: 4003,
  fulfillment: 4004,
  community: 4005,
  ads: 4006,
};

/** Every service that has a `src/schema.graphql` is a subgraph of the supergraph. */
export function readSubgraphSchemas(): Array<{ name: string; typeDefs: string; url: string }> {
  const servicesDir = join(repoRoot, "services");
  return readdirSync(servicesDir)
    .sort()
    .filter((name) => existsSync(join(servicesDir, name, "src", "schema.graphql")))
    .map((name) => ({
      name,
      typeDefs: readFileSync(join(servicesDir, name, "src", "schema.graphql"), "utf8"),
      url: `http://${name}:${SUBGRAPH_PORTS[name] ?? 4000}/graphql`,
    }));
}

export const SUPERGRAPH_PATH = join(repoRoot, "gateway", "supergraph.graphql");
