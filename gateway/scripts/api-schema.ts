import { join } from "node:path";
import { printSchema, Supergraph } from "@apollo/federation-internals";

/**
 * The schema clients see: the supergraph without federation's join and link machinery and without
 * @inaccessible fields. Codegen types the web app's and the REST adapter's operations against it.
 */
export const API_SCHEMA_PATH = join(new URL("../", import.meta.url).pathname, "api-schema.graphql");

export function apiSchemaOf(supergraphSdl: string): string {
  return printSchema(Supergraph.build(supergraphSdl).apiSchema());
}
