import { createHttpServer, createLogger, type TokenService } from "@highcotton/kit";
import { Subgraph } from "@highcotton/kit/graphql";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { registerGraphqlEndpoint, registerSubgraphEndpoint } from "../src/graphql-endpoint.ts";

// A subgraph's /graphql answers a query it has validated before without Apollo's pipeline: the
// bytes and headers on the wire must be the ones Apollo sends.

const calls = { store: 0, broken: 0 };
const subgraph = new Subgraph({
  name: "stores",
  typeDefs: `
    extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
    type Query { store(id: ID!): Store  stores(first: Int = 2): [Store!]!  broken: String  strict: Store! }
    type Store @key(fields: "id") { id: ID! name: String! owner: Owner }
    type Owner { name: String! secret: String! }
  `,
  resolvers: {
    Query: {
      store: (_: unknown, { id }: { id: string }) => {
        calls.store++;
        return { id, name: "Green Leaf Dispensary" };
      },
      broken: () => {
        calls.broken++;
        throw new Error("connection refused at 10.0.0.7");
      },
      stores: (_: unknown, { first }: { first: number }) =>
        Array.from({ length: first }, (_, index) => ({ id: `s${index}`, name: `Store ${index}` })),
      strict: () => null,
    },
    Store: { owner: () => ({ name: "Ann", secret: null }) },
  },
  tokens: {} as TokenService,
  logger: createLogger({ name: "test", level: "silent" }),
  introspection: false,
});
let server: FastifyInstance;
/** The same subgraph through Apollo alone, as it was served before the ready path. */
let apolloOnly: FastifyInstance;

beforeAll(async () => {
  await subgraph.start();
  server = createHttpServer({ logger: createLogger({ name: "test", level: "silent" }) });
  registerSubgraphEndpoint(server, subgraph, 65_536);
  apolloOnly = createHttpServer({ logger: createLogger({ name: "test", level: "silent" }) });
  registerGraphqlEndpoint(apolloOnly, subgraph.apollo, {
    bodyLimit: 65_536,
    trustForwarded: true,
    context: (headers) => subgraph.contextFor(headers),
  });
  await Promise.all([server.ready(), apolloOnly.ready()]);
});
afterAll(async () => {
  await Promise.all([server.close(), apolloOnly.close()]);
  await subgraph.stop();
});

/** The same POST twice: what Apollo sent, what came the second time, and how often Apollo answered. */
async function twice(payload: object, headers: Record<string, string> = {}) {
  const apollo = vi.spyOn(subgraph.apollo, "executeHTTPGraphQLRequest");
  const send = () =>
    server.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json", ...headers }, payload });
  const first = await send();
  const again = await send();
  const throughApollo = apollo.mock.calls.length;
  apollo.mockRestore();
  const wire = (response: typeof first) => ({
    status: response.statusCode,
    type: response.headers["content-type"],
    cache: response.headers["cache-control"],
    body: response.body,
  });
  return { first: wire(first), again: wire(again), throughApollo };
}

describe("a subgraph's /graphql", () => {
  it("answers a query again with Apollo's bytes and headers, without Apollo", async () => {
    const before = calls.store;
    const read = await twice({ query: "query S($id: ID!) { store(id: $id) { id name } }", variables: { id: "s1" } });
    expect(read.first).toEqual({
      status: 200,
      type: "application/json; charset=utf-8",
      cache: "no-store",
      body: '{"data":{"store":{"id":"s1","name":"Green Leaf Dispensary"}}}\n',
    });
    expect(read.again).toEqual(read.first);
    expect(read.throughApollo).toBe(1);
    expect(calls.store - before).toBe(2);
  });

  it("leaves errors to Apollo, with the context the query already ran in", async () => {
    const before = calls.broken;
    const broken = await twice({ query: "{ broken }" });
    expect(JSON.parse(broken.again.body)).toEqual({
      data: { broken: null },
      errors: [{ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
    });
    expect(broken.again).toEqual(broken.first);
    expect(broken.throughApollo).toBe(2);
    expect(calls.broken - before).toBe(2);
  });

  it("answers as Apollo alone does, whatever the body and Accept", async () => {
    const variants = [
      { query: "{ store(id: 1) { id name } }" },
      { query: "{ store(id: 1) { id name } }", variables: null },
      { query: "{ store(id: 1) { id name } }", variables: [] },
      { query: "{ store(id: 1) { id name } }", variables: "{}" },
      { query: "{ store(id: 1) { id name } }", extensions: {} },
      { query: "{ store(id: 1) { id name } }", operationName: "Other" },
      { query: "{ store(id: 1) { id name } }", operationName: 5 },
      { query: "query A { store(id: 1) { id } } query B { stores { id } }", operationName: "B" },
      { query: "query A { store(id: 1) { id } } query B { stores { id } }" },
      { query: "query S($id: ID!) { store(id: $id) { id name } }", variables: { id: "s9" } },
      { query: "query S($id: ID!) { store(id: $id) { id name } }", variables: {} },
      { query: "query S($id: ID!) { store(id: $id) { id name } }", variables: { id: { nested: 1 } } },
      { query: "query F($n: Int) { stores(first: $n) { id ...N } } fragment N on Store { name }", variables: { n: 3 } },
      { query: "query F($n: Int) { stores(first: $n) { id ...N } } fragment N on Store { name }", variables: { n: 2.5 } },
      { query: "query I($skip: Boolean!) { store(id: 1) { id name @skip(if: $skip) } }", variables: { skip: true } },
      { query: "{ strict { id } }" },
      { query: "{ store(id: 1) { owner { name secret } } }" },
      { query: "{ __typename a: store(id: 1) { __typename x: name } }" },
      { query: "{ __schema { types { name } } }" },
      { query: "{ nope }" },
      { query: "{ store(id: 1) { id " },
      {
        query: "query ($r: [_Any!]!) { _entities(representations: $r) { ... on Store { id name } } }",
        variables: { r: [{ __typename: "Store", id: "9" }, { __typename: "Nope" }] },
      },
    ];
    const wire = async (target: FastifyInstance, payload: object, accept?: string) => {
      const response = await target.inject({
        method: "POST",
        url: "/graphql",
        headers: { "content-type": "application/json", ...(accept && { accept }) },
        payload,
      });
      return {
        status: response.statusCode,
        type: response.headers["content-type"],
        cache: response.headers["cache-control"],
        body: response.body,
      };
    };
    for (const accept of [undefined, "*/*", "application/json", "application/graphql-response+json"]) {
      for (const payload of variants) {
        // The first answer makes a valid text ready; the second is the one that may skip Apollo.
        await wire(server, payload, accept);
        expect({ payload, accept, ...(await wire(server, payload, accept)) }).toEqual({
          payload,
          accept,
          ...(await wire(apolloOnly, payload, accept)),
        });
      }
    }
  });
});
