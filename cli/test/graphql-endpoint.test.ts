import { createHttpServer, createLogger, type TokenService } from "@highcotton/kit";
import { Subgraph } from "@highcotton/kit/graphql";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { registerSubgraphEndpoint } from "../src/graphql-endpoint.ts";

// A subgraph's /graphql answers a query it has validated before without Apollo's pipeline: the
// bytes and headers on the wire must be the ones Apollo sends.

const calls = { store: 0, broken: 0 };
const subgraph = new Subgraph({
  name: "stores",
  typeDefs: `
    extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
    type Query { store(id: ID!): Store  broken: String }
    type Store @key(fields: "id") { id: ID! name: String! }
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
    },
  },
  tokens: {} as TokenService,
  logger: createLogger({ name: "test", level: "silent" }),
  introspection: false,
});
let server: FastifyInstance;

beforeAll(async () => {
  await subgraph.start();
  server = createHttpServer({ logger: createLogger({ name: "test", level: "silent" }) });
  registerSubgraphEndpoint(server, subgraph, 65_536);
  await server.ready();
});
afterAll(async () => {
  await server.close();
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

  it("leaves other Accept headers to Apollo's negotiation", async () => {
    const negotiated = await twice({ query: "{ store(id: 2) { name } }" }, { accept: "application/graphql-response+json" });
    expect(negotiated.again.type).toBe("application/graphql-response+json; charset=utf-8");
    expect(negotiated.throughApollo).toBe(2);
  });
});
