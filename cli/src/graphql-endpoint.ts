import type { ApolloServer, BaseContext } from "@apollo/server";
import { fastifyApolloHandler } from "@as-integrations/fastify";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Mounts an Apollo server at /graphql. At the edge (`trustForwarded` false) the caller's address
 * and request id come from the socket and this server, never from headers the browser sent; behind
 * the edge (subgraphs, gateway) the forwarded ones are kept.
 */
export function registerGraphqlEndpoint<C extends BaseContext>(
  server: FastifyInstance,
  apollo: ApolloServer<C>,
  options: {
    bodyLimit: number;
    trustForwarded: boolean;
    context: (headers: Record<string, string | string[] | undefined>) => C | Promise<C>;
  },
): void {
  const handler = fastifyApolloHandler(apollo, {
    context: async (request: FastifyRequest) =>
      options.context(
        options.trustForwarded
          ? { "x-request-id": request.id, ...request.headers }
          : { ...request.headers, "x-forwarded-for": request.ip, "x-request-id": request.id },
      ),
  });
  server.route({ method: ["GET", "POST", "OPTIONS"], url: "/graphql", bodyLimit: options.bodyLimit, handler });
}
