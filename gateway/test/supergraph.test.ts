import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { composeSupergraph } from "../src/compose-supergraph.ts";
import { SUPERGRAPH_PATH } from "../src/subgraph-sources.ts";

describe("the committed supergraph", () => {
  it("composes from services/*/src/schema.graphql and is up to date (else: npm run compose -w gateway)", () => {
    expect(readFileSync(SUPERGRAPH_PATH, "utf8")).toBe(composeSupergraph());
  });
});
