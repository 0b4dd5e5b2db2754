import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_SCHEMA_PATH, apiSchemaOf } from "../scripts/api-schema.ts";
import { composeSupergraph } from "../src/compose-supergraph.ts";
import { SUPERGRAPH_PATH } from "../src/subgraph-sources.ts";

describe("the committed supergraph", () => {
  const supergraph = composeSupergraph();

  it("composes from services/*/src/schema.graphql and is up to date (else: npm run compose -w gateway)", () => {
    expect(readFileSync(SUPERGRAPH_PATH, "utf8")).toBe(supergraph);
  });

  it("has its API schema committed and up to date (else: npm run compose -w gateway, then npm run codegen)", () => {
    expect(readFileSync(API_SCHEMA_PATH, "utf8")).toBe(apiSchemaOf(supergraph));
  });

  it("shows clients no federation machinery", () => {
    const api = apiSchemaOf(supergraph);
    expect(api).toContain("type Query");
    expect(api).not.toMatch(/join__|link__|@inaccessible/);
  });
});
