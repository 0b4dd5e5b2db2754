import { buildSchema, parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { aliasLimit, depthLimit } from "../src/query-limits.ts";

const schema = buildSchema(`
  type Node { name: String child: Node }
  type Query { root: Node }
`);

const errorsOf = (query: string, rules = [depthLimit(3), aliasLimit(2)]) =>
  validate(schema, parse(query), [...specifiedRules, ...rules]).map((error) => error.message);

describe("depthLimit", () => {
  it("lets a query at the limit through and refuses one level more", () => {
    expect(errorsOf("{ root { child { name } } }")).toEqual([]);
    expect(errorsOf("{ root { child { child { name } } } }")).toEqual(["Query is too deep: 4 levels, at most 3 allowed"]);
  });

  it("counts fragments where they are spread", () => {
    const viaFragments = "{ root { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { name } }";
    expect(errorsOf(viaFragments)).toEqual(["Query is too deep: 4 levels, at most 3 allowed"]);
    expect(errorsOf("{ root { child { __typename } } }")).toEqual([]);
  });

  it("counts introspection fields as any other", () => {
    expect(errorsOf("{ __schema { types { name } } }")).toEqual([]);
    expect(errorsOf("{ __schema { types { fields { type { name } } } } }")).toEqual([
      "Query is too deep: 5 levels, at most 3 allowed",
    ]);
  });

  it("survives a fragment cycle (reported by the standard rules, not by a stack overflow)", () => {
    const cycle = "{ root { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }";
    expect(errorsOf(cycle).some((message) => message.includes("Cannot spread fragment"))).toBe(true);
  });
});

describe("aliasLimit", () => {
  it("counts aliases across the document", () => {
    expect(errorsOf("{ a: root { name } b: root { name } }")).toEqual([]);
    expect(errorsOf("{ a: root { name } b: root { name } c: root { x: name } }")).toEqual([
      "Too many aliases: 4, at most 2 allowed",
    ]);
  });
});
