import type { ApolloServer, BaseContext } from "@apollo/server";
import { fastifyApolloHandler } from "@as-integrations/fastify";
import { cacheControlOf, type ReadyAnswer, type ReadyRequest, type Subgraph } from "@highcotton/kit/graphql";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** What Apollo answers a single result with when the client accepts JSON. */
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Mounts an Apollo server at /graphql. At the edge (`trustForwarded` false) the caller's address
 * and request id come from the socket and this server, never from headers the browser sent; behind
 * the edge (subgraphs, gateway) the forwarded ones are kept.
 *
 * With `ready` (a subgraph's ReadyQueries), a JSON POST of a query answered before is answered
 * without Apollo's pipeline when it runs clean; otherwise Apollo answers it with the same context.
 */
export function registerGraphqlEndpoint<C extends BaseContext>(
  server: FastifyInstance,
  apollo: ApolloServer<C>,
  options: {
    bodyLimit: number;
    trustForwarded: boolean;
    context: (headers: Record<string, string | string[] | undefined>) => C | Promise<C>;
    ready?: (request: ReadyRequest, context: C) => Promise<ReadyAnswer | undefined>;
  },
): void {
  const contextOf = (request: FastifyRequest) =>
    options.context(
      options.trustForwarded
        ? { "x-request-id": request.id, ...request.headers }
        : { ...request.headers, "x-forwarded-for": request.ip, "x-request-id": request.id },
    );
  /** Contexts the ready path made (and may have left an answer with errors in) for Apollo to use. */
  const made = new WeakMap<FastifyRequest, C>();
  const apolloHandler = fastifyApolloHandler(apollo, {
    context: async (request: FastifyRequest) => made.get(request) ?? contextOf(request),
  });
  const { ready } = options;
  const handler: typeof apolloHandler = async function (request, reply) {
    if (ready && takesReadyPath(request)) {
      const context = await contextOf(request);
      const answer = await ready(request.body as ReadyRequest, context);
      if (answer) {
        void reply.header("content-type", JSON_CONTENT_TYPE).header("cache-control", cacheControlOf(answer.hint));
        return answer.json ?? `${JSON.stringify(answer.result)}\n`;
      }
      made.set(request, context);
    }
    return apolloHandler.call(this, request, reply);
  };
  server.route({ method: ["GET", "POST", "OPTIONS"], url: "/graphql", bodyLimit: options.bodyLimit, handler });
}

/** A service's subgraph at /graphql, behind the gateway: forwarded headers kept, ready queries answered directly. */
export function registerSubgraphEndpoint(server: FastifyInstance, subgraph: Subgraph, bodyLimit: number): void {
  registerGraphqlEndpoint(server, subgraph.apollo, {
    bodyLimit,
    trustForwarded: true,
    context: (headers) => subgraph.contextFor(headers),
    ready: (request, context) => subgraph.answerReady(request, context),
  });
}

/**
 * A JSON POST whose answer Apollo would send as `application/json`: no Accept, or one that takes
 * anything or JSON by name. Other Accept headers are negotiated by Apollo.
 */
function takesReadyPath(request: FastifyRequest): boolean {
  if (request.method !== "POST") return false;
  const body = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  if (!request.headers["content-type"]?.startsWith("application/json")) return false;
  const accept = request.headers.accept;
  return accept === undefined || accept === "*/*" || accept === "application/json";
}
