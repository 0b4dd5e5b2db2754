import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** The methods forwarded with their body; the others are forwarded without one. */
const WITH_BODY = ["GET", "POST", "PATCH", "PUT", "DELETE"];
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"]);
/**
 * The caller's trace context is the edge's server span's parent, not the next hop's: the forwarded
 * call carries the edge's own (the fetch instrumentation adds it). Passed on as well, the two
 * `traceparent` values would reach the REST adapter as one unreadable header and split the trace.
 */
const TRACE_CONTEXT = new Set(["traceparent", "tracestate"]);

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
  const targetOf = (request: FastifyRequest) => {
    const target = new URL(options.target);
    const incoming = new URL(request.url, "http://edge");
    return options.prefix.endsWith("/")
      ? new URL(incoming.pathname + incoming.search, target)
      : new URL(target.pathname + incoming.search, target);
  };
  const send = (request: FastifyRequest, method: string) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (!HOP_BY_HOP.has(name) && !TRACE_CONTEXT.has(name) && typeof value === "string") headers.set(name, value);
    }
    headers.set("x-forwarded-for", request.ip);
    headers.set("x-request-id", request.id);
    const body = ["POST", "PATCH", "PUT", "DELETE"].includes(method) ? (request.body as Buffer | undefined) : undefined;
    return fetch(targetOf(request), { method, headers, body, redirect: "manual" });
  };
  const relay = async (response: Response, reply: FastifyReply) => {
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name) && name !== "content-encoding") reply.header(name, value);
    });
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };
  const forward = async (request: FastifyRequest, reply: FastifyReply) => relay(await send(request, request.method), reply);
  // fetch cannot send TRACE, and nothing behind the edge serves it: the target is asked with
  // OPTIONS, which it does not serve either, so its 405 (with the path's Allow) or 404 stands.
  const refuseTrace = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await send(request, "OPTIONS");
    if (answer.status !== 405) return relay(answer, reply);
    await answer.body?.cancel();
    return reply
      .code(405)
      .header("allow", answer.headers.get("allow") ?? "")
      .send({ message: "Method TRACE not allowed" });
  };
  const url = options.prefix.endsWith("/") ? `${options.prefix}*` : options.prefix;
  // No route body limit: it would override the parsers' own. OPTIONS, QUERY and TRACE are
  // answered before any body is read (fastify would refuse a QUERY without a content type): the
  // target says which methods a path has, e.g. the REST adapter's 405 with Allow.
  server.route({
    method: [...WITH_BODY, "OPTIONS", "QUERY", "TRACE"],
    url,
    handler: forward,
    onRequest: async (request, reply) => {
      if (WITH_BODY.includes(request.method)) return;
      return request.method === "TRACE" ? refuseTrace(request, reply) : forward(request, reply);
    },
  });
}
