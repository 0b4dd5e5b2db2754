import Fastify, { type FastifyInstance } from "fastify";
import type { FormattedExecutionResult } from "graphql";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { ForwardHeaders, GraphClient, GraphRequest } from "../../src/graph-client.ts";
import { registerRestAdapter } from "../../src/rest-adapter.ts";

/** The REST adapter in front of a gateway that records what it is sent and answers what the test says. */
export interface StandInGateway {
  server: FastifyInstance;
  /** What the adapter sent the gateway during the test, in order. */
  sent: Array<{ request: GraphRequest; headers: ForwardHeaders }>;
  /**
   * The gateway's next answer, or what it answers each operation (a call that asks the graph more
   * than once); `{ data: null }` at each test's start.
   */
  answer: FormattedExecutionResult | ((request: GraphRequest) => FormattedExecutionResult);
  /** Calls the adapter; `data` becomes the gateway's answer first. Answers the status, body, headers and the first operation sent. */
  call(
    method: "GET" | "POST" | "PATCH" | "DELETE" | "PUT",
    url: string,
    options?: {
      body?: unknown;
      payload?: string | Buffer;
      headers?: Record<string, string>;
      data?: Record<string, unknown>;
    },
  ): Promise<{
    status: number;
    // biome-ignore lint/suspicious/noExplicitAny: tests read response fields freely.
    body: any;
    headers: Record<string, unknown>;
    sent: { request: GraphRequest; headers: ForwardHeaders } | undefined;
  }>;
}

/** The gateway's refusal: no data, one error with its code. */
export const refusal = (code: string, message: string): FormattedExecutionResult => ({
  data: null,
  errors: [{ message, extensions: { code } }],
});

/** Registers the hooks of a file that tests the adapter's calls against a stand-in gateway. */
export function useStandInGateway(): StandInGateway {
  const server = Fastify();
  const gateway: StandInGateway = {
    server,
    sent: [],
    answer: { data: null },
    async call(method, url, options = {}) {
      if (options.data) gateway.answer = { data: options.data };
      const response = await server.inject({
        method,
        url,
        headers: options.headers,
        ...(options.payload !== undefined
          ? { payload: options.payload }
          : options.body !== undefined
            ? { payload: options.body as object }
            : {}),
      });
      return {
        status: response.statusCode,
        body: response.body ? response.json() : null,
        headers: response.headers,
        sent: gateway.sent[0],
      };
    },
  };
  const graph: GraphClient = {
    async execute(request, headers) {
      gateway.sent.push({ request, headers });
      return typeof gateway.answer === "function" ? gateway.answer(request) : gateway.answer;
    },
  };
  // Every call reaches the stand-in: the public-read cache has a test of its own.
  beforeAll(() => registerRestAdapter(server, { graph, publicReadCacheMs: 0 }));
  afterAll(() => server.close());
  beforeEach(() => {
    gateway.sent.length = 0;
    gateway.answer = { data: null };
  });
  return gateway;
}
