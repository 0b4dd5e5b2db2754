// Writes gateway/supergraph.graphql from services/*/src/schema.graphql.
// `--check` writes nothing and fails when the committed file is stale or the graph does not compose.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { composeSupergraph } from "../src/compose-supergraph.ts";
import { SUPERGRAPH_PATH } from "../src/subgraph-sources.ts";

const supergraph = composeSupergraph();
if (process.argv.includes("--check")) {
  const committed = existsSync(SUPERGRAPH_PATH) ? readFileSync(SUPERGRAPH_PATH, "utf8") : "";
  if (committed !== supergraph) {
    console.error("gateway/supergraph.graphql is stale: run `npm run compose -w gateway` and commit it.");
    process.exit(1);
  }
  console.log("supergraph is up to date");
} else {
  writeFileSync(SUPERGRAPH_PATH, supergraph);
  console.log(`wrote ${SUPERGRAPH_PATH}`);
}
