import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createHttpServer, createLogger } from "@highcotton/kit";
import type { AllInOne } from "../all-in-one.ts";
import { registerSubgraphEndpoint } from "../graphql-endpoint.ts";
import { type LoadResult, median, printTable, runLoad } from "./run-load.ts";

const ROUNDS = 3;

export interface ThreeWays {
  title: string;
  system: AllInOne;
  /** The REST call, e.g. /api/auth/user. */
  restPath: string;
  /** The subgraph that answers it, and the equivalent query sent to it directly. */
  subgraph: string;
  query: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  /**
   * A public read: the REST adapter answers it from its public-read cache when asked with no token
   * or session, so it is also measured as a signed-in shopper gets it (through every hop each time).
   */
  publicRead?: boolean;
}

/**
 * One read three ways in one run: through the REST adapter → gateway → subgraph, the same query
 * straight to the subgraph over HTTP, and a plain node:http handler answering the same JSON (the
 * floor: what HTTP and JSON alone cost here). Rounds interleave the targets so drift (JIT, GC, a
 * busy neighbour) hits each alike; the median round is reported.
 */
export async function benchThreeWays(options: ThreeWays): Promise<void> {
  const { system, headers = {} } = options;
  const restUrl = new URL(options.restPath, system.url).toString();
  const payload = await (await fetch(restUrl, { headers })).text();

  const service = system.services.find((candidate) => candidate.name === options.subgraph);
  if (!service) throw new Error(`${options.subgraph} is not running`);
  const subgraphServer = createHttpServer({ logger: createLogger({ name: "bench", level: "silent" }) });
  registerSubgraphEndpoint(subgraphServer, service.subgraph, 1_048_576);
  await subgraphServer.listen({ port: 0, host: "127.0.0.1" });
  const subgraphPort = (subgraphServer.server.address() as AddressInfo).port;

  const plain = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" }).end(payload);
  });
  await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
  const plainPort = (plain.address() as AddressInfo).port;

  const baseline = "plain node:http (baseline)";
  const restName = options.restPath.replace(/[0-9a-f-]{36}/, "{id}");
  const targets = [
    { name: baseline, load: { url: `http://127.0.0.1:${plainPort}/` } },
    {
      name: `${options.subgraph} subgraph, direct GraphQL`,
      load: {
        url: `http://127.0.0.1:${subgraphPort}/graphql`,
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ query: options.query, variables: options.variables ?? {} }),
      },
    },
    { name: `REST ${restName} → gateway`, load: { url: restUrl, headers } },
    ...(options.publicRead
      ? [
          {
            name: "  the same with a session (not cached)",
            load: { url: restUrl, headers: { ...headers, "x-session-id": "session_1_bench" } },
          },
        ]
      : []),
  ];
  const rounds: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, target] of targets.entries()) {
      rounds[index]?.push(await runLoad({ concurrency: 8, requests: 2000, warmup: 200, ...target.load }));
    }
  }
  const results = targets.map((target, index) => ({ name: target.name, result: median(rounds[index] ?? []) }));
  printTable(`${options.title} (8 concurrent, 2000 requests, median of ${ROUNDS} interleaved rounds)`, results, baseline);
  const [, direct, rest, uncached] = results;
  if (direct && rest) {
    process.stdout.write(
      `REST-through-gateway throughput is ${(rest.result.rps / direct.result.rps).toFixed(3)}x the direct subgraph's${
        uncached ? ` (${(uncached.result.rps / direct.result.rps).toFixed(3)}x with a session, not cached)` : ""
      }\n`,
    );
  }
  await subgraphServer.close();
  plain.close();
}
