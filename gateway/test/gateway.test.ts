import { generateKeyPairSync } from "node:crypto";
import { composeServices } from "@apollo/composition";
import { Subgraph, TokenService } from "@highcotton/kit";
import { parse } from "graphql";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { InProcessDataSource } from "../src/data-sources.ts";
import { Gateway } from "../src/gateway-server.ts";

const logger = pino({ level: "silent" });
const keys = generateKeyPairSync("ec", {
  namedCurve: "P-256",
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const tokens = new TokenService({ algorithm: "ES256", ...keys });

// A subgraph that tells what it was told: the gateway must forward, the subgraph must verify.
const typeDefs = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@key"])
  type Caller { userId: String role: String sessionId: String tokenRejected: Boolean! address: String }
  type Query { caller: Caller! }
`;
const echo = new Subgraph({
  name: "echo",
  typeDefs,
  tokens,
  logger,
  introspection: true,
  resolvers: {
    Query: {
      caller: (_parent, _args, context) => ({
        userId: context.user?.id ?? null,
        role: context.user?.role ?? null,
        sessionId: context.sessionId,
        tokenRejected: context.tokenRejected,
        address: context.clientAddress,
      }),
    },
  },
});
const composed = composeServices([{ name: "echo", url: "http://echo/graphql", typeDefs: parse(typeDefs) }]);
if (composed.errors) throw composed.errors[0];

beforeAll(() => echo.start());
afterAll(() => echo.stop());

const started: Gateway[] = [];
async function gatewayWith(options: { introspection: boolean }) {
  const gateway = new Gateway({
    logger,
    dataSources: { echo: new InProcessDataSource(echo) },
    supergraphSdl: composed.supergraphSdl,
    maxDepth: 5,
    maxAliases: 5,
    ...options,
  });
  await gateway.start();
  started.push(gateway);
  return gateway;
}
afterEach(async () => {
  for (const gateway of started.splice(0)) await gateway.stop();
});

describe("the gateway", () => {
  it("forwards the bearer token, session id and client address; the subgraph verifies the token itself", async () => {
    const gateway = await gatewayWith({ introspection: true });
    const token = tokens.sign({ id: "u-1", username: "mary", role: "merchant" });
    const query = "{ caller { userId role sessionId tokenRejected address } }";
    const signedIn = await gateway.execute(
      { query },
      { authorization: `Bearer ${token}`, "x-session-id": "session_1_abc", "x-forwarded-for": "203.0.113.9", cookie: "x=1" },
    );
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data).toEqual({
      caller: { userId: "u-1", role: "merchant", sessionId: "session_1_abc", tokenRejected: false, address: "203.0.113.9" },
    });
    const forged = await gateway.execute({ query }, { authorization: `Bearer ${token}x` });
    expect(forged.data).toMatchObject({ caller: { userId: null, tokenRejected: true } });
  });

  it("turns introspection off when asked (production)", async () => {
    const production = await gatewayWith({ introspection: false });
    const refused = await production.execute({ query: "{ __schema { queryType { name } } }" }, {});
    expect(refused.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it("suggests no field names in production, as it does in development", async () => {
    const typo = { query: "{ caller { userI } }" };
    const production = await (await gatewayWith({ introspection: false })).execute(typo, {});
    expect(production.errors?.[0]?.message).toBe('Cannot query field "userI" on type "Caller".');
    const development = await (await gatewayWith({ introspection: true })).execute(typo, {});
    expect(development.errors?.[0]?.message).toMatch(/Did you mean "userId"\?/);
  });

  it("keeps introspection for development", async () => {
    const development = await gatewayWith({ introspection: true });
    const answered = await development.execute({ query: "{ __schema { queryType { name } } }" }, {});
    expect(answered.data).toEqual({ __schema: { queryType: { name: "Query" } } });
  });
});
