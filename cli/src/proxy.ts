import type { FastifyInstance } from "fastify";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"]);

/**
 * The web edge's pass-through to the gateway and REST adapter (distributed topology). It sets
 * `x-forwarded-for` from the socket, so parts behind it can trust that header. `bodyLimit` (bytes)
 * replaces the server's for these paths (uploads); a larger body is answered 413 here.
 */
export function registerProxy(server: FastifyInstance, options: { prefix: string; target: string; bodyLimit?: number }): void {
  // Bodies pass through byte for byte, JSON too (a Stripe webhook's signature covers its exact bytes).
  server.removeAllContentTypeParsers();
  server.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  const forward = async (request: import("fastify").FastifyRequest, reply: import("fastify").FastifyReply) => {
    const target = new URL(options.target);
    const incoming = new URL(request.url, "http://edge");
    const url = options.prefix.endsWith("/")
      ? new URL(incoming.pathname + incoming.search, target)
      : new URL(target.pathname + incoming.search, target);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (!HOP_BY_HOP.has(name) && typeof value === "string") headers.set(name, value);
    }
    headers.set("x-forwarded-for", request.ip);
    headers.set("x-request-id", request.id);
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : (request.body as Buffer | undefined);
    const response = await fetch(url, { method: request.method, headers, body, redirect: "manual" });
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name) && name !== "content-encoding") reply.header(name, value);
    });
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };
  const url = options.prefix.endsWith("/") ? `${options.prefix}*` : options.prefix;
  server.route({
    method: ["GET", "POST", "PATCH", "PUT", "DELETE"],
    url,
    handler: forward,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
  });
}
