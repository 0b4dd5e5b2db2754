import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createHttpServer, createLogger } from "@highcotton/kit";
import type { AllInOne } from "../all-in-one.ts";
import { registerGraphqlEndpoint } from "../graphql-endpoint.ts";
import { type LoadResult, median, printTable, runLoad } from "./run-load.ts";

const ROUNDS = 3;

const listen = async (server: { listen(port: number, host: string, done: () => void): unknown; address(): unknown }) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
};

/**
 * GET /api/auth/user three ways in one run: through the REST adapter → gateway → identity, the
 * same query straight to the identity subgraph over HTTP, and a plain node:http handler answering
 * the same JSON (the floor: what HTTP and JSON alone cost here).
 */
export async function benchAuthUser(system: AllInOne): Promise<void> {
  const api = (path: string, body?: unknown, token?: string) =>
    fetch(new URL(path, system.url), {
      method: body ? "POST" : "GET",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).then((response) => response.json());
  const credentials = { username: `bench${Date.now()}`, password: "bench-password" };
  await api("/api/auth/register", {
    ...credentials,
    email: `${credentials.username}@bench.test`,
    confirmPassword: credentials.password,
  });
  const { token } = (await api("/api/auth/login", credentials)) as { token: string };
  const user = await api("/api/auth/user", undefined, token);

  const identity = system.services.find((service) => service.name === "identity");
  if (!identity) throw new Error("identity is not running");
  const subgraphServer = createHttpServer({ logger: createLogger({ name: "bench", level: "silent" }) });
  registerGraphqlEndpoint(subgraphServer, identity.subgraph.apollo, {
    bodyLimit: 1_048_576,
    trustForwarded: true,
    context: (headers) => identity.subgraph.contextFor(headers),
  });
  await subgraphServer.listen({ port: 0, host: "127.0.0.1" });
  const subgraphPort = (subgraphServer.server.address() as AddressInfo).port;

  const payload = JSON.stringify(user);
  const plain = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" }).end(payload);
  });
  const plainPort = await listen(plain);

  const auth = { authorization: `Bearer ${token}` };
  const query = "query Me { me { id username email firstName lastName profileImageUrl role isActive lastLogin createdAt } }";
  const rows = [
    { name: "plain node:http (baseline)", options: { url: `http://127.0.0.1:${plainPort}/` } },
    {
      name: "identity subgraph, direct GraphQL",
      options: {
        url: `http://127.0.0.1:${subgraphPort}/graphql`,
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ query }),
      },
    },
    {
      name: "REST /api/auth/user → gateway → identity",
      options: { url: new URL("/api/auth/user", system.url).toString(), headers: auth },
    },
  ];
  // Rounds interleave the targets so drift (JIT, GC, a busy neighbour) hits each alike; the
  // median round is reported.
  const rounds: LoadResult[][] = rows.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, row] of rows.entries()) {
      rounds[index]?.push(await runLoad({ concurrency: 8, requests: 2000, warmup: 200, ...row.options }));
    }
  }
  const results = rows.map((row, index) => ({ name: row.name, result: median(rounds[index] ?? []) }));
  const title = `GET /api/auth/user (8 concurrent, 2000 requests, median of ${ROUNDS} interleaved rounds)`;
  printTable(title, results, "plain node:http (baseline)");
  const [, direct, rest] = results;
  if (direct && rest) {
    process.stdout.write(
      `REST-through-gateway throughput is ${(rest.result.rps / direct.result.rps).toFixed(3)}x the direct subgraph's\n`,
    );
  }
  await subgraphServer.close();
  plain.close();
}
