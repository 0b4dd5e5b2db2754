// Writes gateway/supergraph.graphql from services/*/src/schema.graphql, and the API schema clients
// see (gateway/api-schema.graphql, what `npm run codegen` types operations against).
// `--check` writes nothing and fails when a committed file is stale or the graph does not compose.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { composeSupergraph } from "../src/compose-supergraph.ts";
import { SUPERGRAPH_PATH } from "../src/subgraph-sources.ts";
import { API_SCHEMA_PATH, apiSchemaOf } from "./api-schema.ts";

const supergraph = composeSupergraph();
const files = [
  { path: SUPERGRAPH_PATH, content: supergraph },
  { path: API_SCHEMA_PATH, content: apiSchemaOf(supergraph) },
];
if (process.argv.includes("--check")) {
  const stale = files.filter(({ path, content }) => (existsSync(path) ? readFileSync(path, "utf8") : "") !== content);
  for (const { path } of stale) console.error(`${path} is stale: run \`npm run compose -w gateway\` and commit it.`);
  if (stale.length > 0) process.exit(1);
  console.log("supergraph and API schema are up to date");
} else {
  for (const { path, content } of files) {
    writeFileSync(path, content);
    console.log(`wrote ${path}`);
  }
}
