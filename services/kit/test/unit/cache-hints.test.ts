import { buildSchema, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { cacheHintOf, cacheHintOfHeader } from "../../src/graphql/cache-hints.ts";

const schema = buildSchema(`
  directive @cacheControl(maxAge: Int, scope: CacheControlScope) on FIELD_DEFINITION | OBJECT
  enum CacheControlScope { PUBLIC PRIVATE }
  type Query {
    store(id: ID!): Store @cacheControl(maxAge: 60)
    plans: [Plan!]!
    me: User
    version: String @cacheControl(maxAge: 300)
  }
  type Store @cacheControl(maxAge: 30) { id: ID! name: String! designs: [Design!]! owner: User }
  type Design @cacheControl(maxAge: 120) { id: ID! name: String! }
  type Plan @cacheControl(maxAge: 600) { id: ID! }
  type User { id: ID! cart: String @cacheControl(scope: PRIVATE) }
  type Mutation { touch: Boolean @cacheControl(maxAge: 60) }
`);
const hint = (query: string, operationName?: string) => cacheHintOf(schema, parse(query), operationName);

describe("cacheHintOf", () => {
  it("keeps the shortest maxAge of the fields read, fragments included", () => {
    expect(hint("{ store(id: 1) { id ...D } } fragment D on Store { designs { name } }")).toEqual({
      maxAge: 60,
      scope: "PUBLIC",
    });
    expect(hint("{ version plans { id } }")).toEqual({ maxAge: 300, scope: "PUBLIC" });
  });

  it("is not cacheable when a root or object field declares nothing", () => {
    expect(hint("{ me { id } }").maxAge).toBe(0);
    expect(hint("{ store(id: 1) { owner { id } } }").maxAge).toBe(0);
  });

  it("turns private when any field read is", () => {
    expect(hint("{ version store(id: 1) { id } me { cart } }").scope).toBe("PRIVATE");
  });

  it("reads only the named operation, and never caches a mutation", () => {
    const document = "query A { me { id } } query B { plans { id } } mutation C { touch }";
    expect(hint(document, "B")).toEqual({ maxAge: 600, scope: "PUBLIC" });
    expect(hint(document, "A").maxAge).toBe(0);
    expect(hint(document, "C").maxAge).toBe(0);
  });
});

describe("cacheHintOfHeader", () => {
  it("reads the header the subgraph writes, and nothing else as cacheable", () => {
    expect(cacheHintOfHeader("max-age=30, public")).toEqual({ maxAge: 30, scope: "PUBLIC" });
    expect(cacheHintOfHeader("max-age=5, private")).toEqual({ maxAge: 5, scope: "PRIVATE" });
    expect(cacheHintOfHeader("no-store").maxAge).toBe(0);
    expect(cacheHintOfHeader(undefined).maxAge).toBe(0);
  });
});
