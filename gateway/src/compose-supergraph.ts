import { composeServices } from "@apollo/composition";
import { parse } from "graphql";
import { readSubgraphSchemas } from "./subgraph-sources.ts";

/** Composes the supergraph from the services' SDL; throws with every composition error listed. */
export function composeSupergraph(): string {
  const result = composeServices(
    readSubgraphSchemas().map((subgraph) => ({ name: subgraph.name, url: subgraph.url, typeDefs: parse(subgraph.typeDefs) })),
  );
  if (result.errors) {
    throw new Error(`The supergraph does not compose:\n${result.errors.map((error) => `- ${error.message}`).join("\n")}`);
  }
  return result.supergraphSdl;
}
