import { createRequire } from "node:module";
import { buildSubgraphSchema } from "@apollo/subgraph";
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { TokenService } from "../../src/auth/tokens.ts";
import { CompiledOperations } from "../../src/graphql/compiled-operations.ts";
import { Subgraph } from "../../src/graphql/subgraph.ts";

// The copy of graphql the subgraph builder uses, as in the running services.
const { execute, GraphQLError, parse } = createRequire(import.meta.url)("graphql") as typeof import("graphql");

const typeDefs = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Query { design(id: ID!): Design  broken: String }
  type Design @key(fields: "id") { id: ID! name: String! price: Int! views: Int! }
`;
const designs: Record<string, { id: string; name: string; price: number }> = {
  d1: { id: "d1", name: "Blue Dream Tee", price: 2500 },
  d2: { id: "d2", name: "OG Kush Hoodie", price: 4500 },
};
const resolvers = {
  Query: {
    design: (_: unknown, { id }: { id: string }) => designs[id] ?? null,
    broken: () => {
      throw new Error("connection refused at 10.0.0.7");
    },
  },
  Design: {
    __resolveReference: ({ id }: { id: string }) => designs[id] ?? null,
    views: ({ id }: { id: string }) => {
      if (id === "d2") throw new GraphQLError("Not found", { extensions: { code: "NOT_FOUND" } });
      return 7;
    },
  },
};
const schema = buildSubgraphSchema({ typeDefs: parse(typeDefs), resolvers: resolvers as never });

const ENTITIES = `query ($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on Design { id name price views } }
}`;

async function bothWays(source: string, variables: Record<string, unknown>) {
  const document = parse(source);
  const operations = new CompiledOperations(schema);
  const compiled = operations.compiledFor({ document, source, contextValue: {} });
  const jit = await operations.run({ document, source, variables, contextValue: {} });
  const plain = await execute({ schema, document, variableValues: variables, contextValue: {} });
  return { compiled, jit: JSON.parse(JSON.stringify(jit)), plain: JSON.parse(JSON.stringify(plain)) };
}

describe("CompiledOperations", () => {
  it("answers a federation _entities lookup as graphql's execute does, compiled", async () => {
    const { compiled, jit, plain } = await bothWays(ENTITIES, {
      representations: [{ __typename: "Design", id: "d1" }],
    });
    expect(compiled).not.toBeNull();
    expect(jit).toEqual({ data: { _entities: [{ id: "d1", name: "Blue Dream Tee", price: 2500, views: 7 }] } });
    expect(jit).toEqual(plain);
  });

  it("answers a resolver's error as graphql's execute does: message, code, path and the null it leaves", async () => {
    const { jit, plain } = await bothWays(ENTITIES, {
      representations: [
        { __typename: "Design", id: "d1" },
        { __typename: "Design", id: "d2" },
      ],
    });
    expect(jit.errors).toEqual([
      expect.objectContaining({ message: "Not found", path: ["_entities", 1, "views"], extensions: { code: "NOT_FOUND" } }),
    ]);
    expect(jit.data).toEqual({ _entities: [{ id: "d1", name: "Blue Dream Tee", price: 2500, views: 7 }, null] });
    expect(jit).toEqual(plain);
  });
});

describe("Subgraph, running operations compiled", () => {
  const subgraph = new Subgraph({
    name: "designs",
    typeDefs,
    resolvers: resolvers as never,
    tokens: {} as TokenService,
    logger: pino({ level: "silent" }),
    introspection: false,
  });

  it("answers refused variables BAD_USER_INPUT and hides an unexpected error's message", async () => {
    await subgraph.start();
    try {
      const refused = await subgraph.execute({ query: "query ($id: ID!) { design(id: $id) { name } }", variables: {} }, {});
      expect(refused.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(refused.errors?.[0]?.message).toMatch(/^Variable "\$id" of required type "ID!" was not provided/);

      const broken = await subgraph.execute({ query: "{ broken }" }, {});
      expect(broken).toEqual({
        data: { broken: null },
        errors: [{ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
      });

      const service = await subgraph.execute({ query: "{ _service { sdl } }" }, {});
      expect((service.data as { _service: { sdl: string } })._service.sdl).toMatch(/type Design\s+@key\(fields: "id"\)/);
    } finally {
      await subgraph.stop();
    }
  });
});
