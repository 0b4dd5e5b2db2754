import { createRequire } from "node:module";
import { buildSubgraphSchema } from "@apollo/subgraph";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TokenService } from "../../src/auth/tokens.ts";
import { CompiledOperations } from "../../src/graphql/compiled-operations.ts";
import { Subgraph } from "../../src/graphql/subgraph.ts";

// The copy of graphql the subgraph builder uses, as in the running services.
const { execute, GraphQLError, parse } = createRequire(import.meta.url)("graphql") as typeof import("graphql");

const typeDefs = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Query { design(id: ID!): Design  broken: String }
  type Mutation { bump: Int! }
  type Design @key(fields: "id") { id: ID! name: String! price: Int! views: Int! }
`;
const designs: Record<string, { id: string; name: string; price: number }> = {
  d1: { id: "d1", name: "Blue Dream Tee", price: 2500 },
  d2: { id: "d2", name: "OG Kush Hoodie", price: 4500 },
};
const calls = { design: 0, broken: 0, bump: 0 };
const resolvers = {
  Query: {
    design: (_: unknown, { id }: { id: string }) => {
      calls.design++;
      return designs[id] ?? null;
    },
    broken: () => {
      calls.broken++;
      throw new Error("connection refused at 10.0.0.7");
    },
  },
  Mutation: { bump: () => ++calls.bump },
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
  const compiled = operations.compiledFor({ document, source });
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

const designsSubgraph = () =>
  new Subgraph({
    name: "designs",
    typeDefs,
    resolvers: resolvers as never,
    tokens: {} as TokenService,
    logger: pino({ level: "silent" }),
    introspection: false,
  });

describe("Subgraph, running operations compiled", () => {
  const subgraph = designsSubgraph();

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

describe("Subgraph, answering a query it has validated before", () => {
  const subgraph = designsSubgraph();
  beforeAll(() => subgraph.start());
  afterAll(() => subgraph.stop());
  /** Each request twice: Apollo's answer, then the same text again; and how often Apollo ran. */
  async function twice(request: { query: string; variables?: Record<string, unknown> }) {
    const apollo = vi.spyOn(subgraph.apollo, "executeOperation");
    const policies: unknown[] = [];
    const cachePolicy = { restrict: (hint: unknown) => policies.push(hint) };
    const first = await subgraph.execute(request, {}, cachePolicy);
    const again = await subgraph.execute(request, {}, cachePolicy);
    const throughApollo = apollo.mock.calls.length;
    apollo.mockRestore();
    return { first, again, throughApollo, policies };
  }

  it("answers it again without Apollo's pipeline, the same answer and cache policy", async () => {
    const before = calls.design;
    const read = await twice({ query: "query D($id: ID!) { design(id: $id) { id name price } }", variables: { id: "d1" } });
    expect(read.first).toEqual({ data: { design: { id: "d1", name: "Blue Dream Tee", price: 2500 } } });
    expect(read.again).toEqual(read.first);
    expect(read.throughApollo).toBe(1);
    expect(read.policies[1]).toEqual(read.policies[0]);
    expect(calls.design - before).toBe(2);

    // Other variables, the same text: still the ready path.
    const other = await subgraph.execute(
      { query: "query D($id: ID!) { design(id: $id) { id name price } }", variables: { id: "d2" } },
      {},
    );
    expect(other).toEqual({ data: { design: { id: "d2", name: "OG Kush Hoodie", price: 4500 } } });
  });

  it("hands an answer with errors to Apollo to format, without running the query twice", async () => {
    const before = calls.broken;
    const broken = await twice({ query: "query Broken { broken }" });
    expect(broken.again).toEqual({
      data: { broken: null },
      errors: [{ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
    });
    expect(broken.again).toEqual(broken.first);
    expect(broken.throughApollo).toBe(2);
    expect(calls.broken - before).toBe(2);

    // Refused variables on a text validated before: Apollo's own message, as the first time.
    await subgraph.execute({ query: "query D($id: ID!) { design(id: $id) { name } }", variables: { id: "d1" } }, {});
    const refused = await subgraph.execute({ query: "query D($id: ID!) { design(id: $id) { name } }", variables: {} }, {});
    expect(refused.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(refused.errors?.[0]?.message).toMatch(/^Variable "\$id" of required type "ID!" was not provided/);
  });

  it("never answers a mutation that way", async () => {
    const bumped = await twice({ query: "mutation { bump }" });
    expect(bumped.throughApollo).toBe(2);
    expect((bumped.again.data as { bump: number }).bump).toBe((bumped.first.data as { bump: number }).bump + 1);
  });
});
