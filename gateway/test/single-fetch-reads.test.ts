import { readFileSync } from "node:fs";
import { composeServices } from "@apollo/composition";
import { operationFromDocument, Supergraph } from "@apollo/federation-internals";
import { buildOperationContext, type GraphQLDataSource } from "@apollo/gateway";
import { QueryPlanner } from "@apollo/query-planner";
import { parse } from "graphql";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Gateway } from "../src/gateway-server.ts";
import { passThroughFetch } from "../src/single-fetch-reads.ts";
import { SUPERGRAPH_PATH } from "../src/subgraph-sources.ts";

describe("which reads pass through (the committed supergraph)", () => {
  const supergraph = Supergraph.build(readFileSync(SUPERGRAPH_PATH, "utf8"));
  const planner = new QueryPlanner(supergraph);
  const api = supergraph.apiSchema();
  const schema = api.toGraphQLJSSchema();
  const passes = (query: string) => {
    const document = parse(query);
    const plan = planner.buildQueryPlan(operationFromDocument(api, document));
    return passThroughFetch(plan, buildOperationContext({ schema, operationDocument: document }), schema)?.serviceName ?? null;
  };

  it("a query one subgraph answers as asked: fragments, aliases, arguments and repeated fields merged", () => {
    expect(
      passes(`query MerchantOrders($first: Int) { merchantOrders(first: $first) { pending { ...L orderId } active { ...L } } }
        fragment L on Lead { orderId shortId items { designId size } }`),
    ).toBe("fulfillment");
    expect(passes("{ a: merchantOrders { pending { orderId } } b: merchantOrders(first: 2) { active { shortId } } }")).toBe(
      "fulfillment",
    );
  });

  it("not what the gateway shapes differently: directives, a root __typename, introspection, several subgraphs", () => {
    expect(passes("{ merchantOrders { pending { orderId @include(if: true) } } }")).toBeNull();
    expect(passes("{ __typename merchantOrders { pending { orderId } } }")).toBeNull();
    expect(passes("{ me { id } __schema { queryType { name } } }")).toBeNull();
    expect(passes('{ dispensary(id: "1") { id totalRevenue } }')).toBeNull();
  });
});

/** A subgraph standing in for one: answers what it is told to, adds a field nobody asked for, counts its calls. */
const typeDefs = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@key"])
  type Lead { id: ID! name: String! }
  type Query { leads(first: Int): [Lead!]! }
`;
const composed = composeServices([{ name: "leads", url: "http://leads/graphql", typeDefs: parse(typeDefs) }]);
if (composed.errors) throw composed.errors[0];
let answer: Awaited<ReturnType<GraphQLDataSource["process"]>> | Error;
let asked = 0;
const leads: GraphQLDataSource = {
  process: async () => {
    asked++;
    if (answer instanceof Error) throw answer;
    return answer;
  },
};
const gateway = new Gateway({
  logger: pino({ level: "silent" }),
  dataSources: { leads },
  supergraphSdl: composed.supergraphSdl,
  introspection: false,
  maxDepth: 5,
  maxAliases: 5,
});
beforeAll(() => gateway.start());
afterAll(() => gateway.stop());

/** Runs `query` once to plan it (with `learnWith`), then with `variables`: that answer, and the subgraph's calls for it. */
async function secondRun(query: string, variables: Record<string, unknown>, given: typeof answer, learnWith = variables) {
  answer = given;
  await gateway.execute({ query, variables: learnWith }, {});
  asked = 0;
  const result = await gateway.execute({ query, variables }, {});
  return { result, asked };
}

describe("a read that passes through", () => {
  it("is answered with its subgraph's data as it comes, not shaped again", async () => {
    const data = { leads: [{ id: "1", name: "Ann", unasked: true }] };
    const passed = await secondRun("query L($first: Int) { leads(first: $first) { id name } }", { first: 1 }, { data });
    expect(passed).toEqual({ result: { data }, asked: 1 });
    // The same read with a directive goes Apollo's way, which keeps only the fields asked for.
    const shaped = await secondRun(
      "query L($first: Int) { leads(first: $first) { id name @include(if: true) } }",
      { first: 1 },
      { data },
    );
    expect(shaped).toEqual({ result: { data: { leads: [{ id: "1", name: "Ann" }] } }, asked: 1 });
  });

  it("with errors, is answered as Apollo answers, from the one answer its subgraph gave", async () => {
    const refused = await secondRun(
      "{ leads { id } }",
      {},
      {
        data: null,
        errors: [{ message: "Sign in to see leads", path: ["leads"], extensions: { code: "UNAUTHENTICATED" } }],
      },
    );
    expect(refused.asked).toBe(1);
    expect(refused.result.data).toBeNull();
    expect(refused.result.errors).toEqual([
      expect.objectContaining({
        message: "Sign in to see leads",
        path: ["leads"],
        extensions: expect.objectContaining({ code: "UNAUTHENTICATED" }),
      }),
    ]);
  });

  it("whose subgraph cannot be reached, is answered as Apollo answers (no data, the error), asked once", async () => {
    const down = await secondRun("{ leads { id } }", {}, new Error("connect ECONNREFUSED 10.0.0.7:4003"));
    expect(down.asked).toBe(1);
    expect(down.result).toEqual({
      data: null,
      errors: [expect.objectContaining({ message: "connect ECONNREFUSED 10.0.0.7:4003" })],
    });
  });

  it("with variables its operation refuses, is refused before its subgraph is asked", async () => {
    const refused = await secondRun(
      "query L($first: Int) { leads(first: $first) { id } }",
      { first: "two" },
      { data: { leads: [] } },
      {
        first: 2,
      },
    );
    expect(refused.asked).toBe(0);
    expect(refused.result.errors?.[0]?.message).toMatch(/Variable "\$first" got invalid value "two"/);
  });
});
