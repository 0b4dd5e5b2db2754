import type { FastifyInstance } from "fastify";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"]);

/**
 * The web edge's pass-through to the gateway and REST adapter (distributed topology). It sets
 * `x-forwarded-for` from the socket, so parts behind it can trust that header. Bodies are read
 * within the server's body limit; `formBodyLimit` (bytes) is the larger one multipart/form-data
 * bodies (uploads) get on these paths. A larger body is answered 413 here, before it is forwarded.
 */
export function registerProxy(
  server: FastifyInstance,
  options: { prefix: string; target: string; formBodyLimit?: number },
): void {
  // Its own scope: the content-type parsers (each with its limit) apply to this proxy's routes only.
  server.register(async (scope) => {
    const pass = (_request: unknown, body: Buffer, done: (error: null, body: Buffer) => void) => done(null, body);
    // Bodies pass through byte for byte, JSON too (a Stripe webhook's signature covers its exact bytes).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, pass);
    // Only an upload form may be upload-sized: any other body (a JSON call's) is refused at the
    // server's limit instead of being held in memory up to the form's.
    if (options.formBodyLimit) {
      scope.addContentTypeParser("multipart/form-data", { parseAs: "buffer", bodyLimit: options.formBodyLimit }, pass);
    }
    registerForward(scope, options);
  });
}

function registerForward(server: FastifyInstance, options: { prefix: string; target: string }): void {
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
  // No route body limit: it would override the parsers' own.
  server.route({ method: ["GET", "POST", "PATCH", "PUT", "DELETE"], url, handler: forward });
}
