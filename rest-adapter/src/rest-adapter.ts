import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { messages as identityMessages } from "@highcotton/identity/contract";
import { loadConfig } from "@highcotton/kit/config";
import { clientErrorMessage, edgeMessages } from "@highcotton/kit/http-errors";
import { isPrivateRequest } from "@highcotton/kit/private-responses";
import { metrics } from "@highcotton/kit/telemetry";
import { firstIssueMessage } from "@highcotton/kit/validation";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { z } from "zod";
import { type ForwardHeaders, type GraphClient, requestOf } from "./graph-client.ts";
import { HttpError, httpErrorFromGraph } from "./http-error.ts";
import { allowedMethods } from "./method-not-allowed.ts";
import { readForm, registerMultipart } from "./multipart.ts";
import { buildOpenApiDocument } from "./openapi.ts";
import { PublicReadCache, type StoredAnswer } from "./public-read-cache.ts";
import type { RouteDefinition, RouteResult, VariablesArgument } from "./route.ts";
import { routes as defaultRoutes } from "./routes/index.ts";

export const restAdapterSettings = z.object({
  /**
   * How long a public read's answer (a route with publicMaxAge, asked with no token or session)
   * serves the same URL here, in milliseconds; 0 keeps none (concurrent requests still share one read).
   */
  // At most 20 s: with the 10 s it may serve while renewed, inside the storefront's 30 s max-age.
  PUBLIC_READ_CACHE_MS: z.coerce.number().int().min(0).max(20_000).default(1000),
});

/** Public reads' URLs kept at most (each a few to a few hundred KB of JSON). */
const PUBLIC_READ_CACHE_ENTRIES = 500;
/**
 * How long past PUBLIC_READ_CACHE_MS a kept answer is still given while one request reads it again:
 * well inside the shortest time browsers may keep a public read (catalog's 30 s).
 */
const PUBLIC_READ_STALE_MS = 10_000;

export interface RestAdapterOptions {
  graph: GraphClient;
  routes?: RouteDefinition[];
  /** Defaults to PUBLIC_READ_CACHE_MS from the environment. */
  publicReadCacheMs?: number;
}

/** Headers passed on to the gateway: the caller's token and session, request id and address. */
function forwardHeaders(request: FastifyRequest): ForwardHeaders {
  const headers: ForwardHeaders = { "x-request-id": request.id, "x-forwarded-for": request.ip };
  const authorization = request.headers.authorization;
  if (authorization) headers.authorization = authorization;
  const session = request.headers["x-session-id"];
  if (typeof session === "string") headers["x-session-id"] = session;
  return headers;
}

/** Where a path is served from: `/api`, or a root call's first segment (`/paypal/order` → `/paypal`). */
export const prefixOf = (path: string): string => (path.startsWith("/api/") ? "/api" : `/${path.split("/")[1] ?? ""}`);

const toFastifyPath = (path: string, prefix: string) => path.slice(prefix.length).replace(/\{(\w+)\}/g, ":$1") || "/";

const isObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

/** A text/plain body that holds JSON (a beacon's). */
function jsonOfText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, edgeMessages.malformedJson);
  }
}

/** Checks one part of the request; the first zod problem's message is the answer (schemas carry SPEC's). */
function validate<T>(schema: z.ZodType<T> | undefined, value: unknown, status: number): T {
  if (!schema) return value as T;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new HttpError(status, firstIssueMessage(result.error));
  return result.data;
}

function sendError(reply: FastifyReply, error: HttpError) {
  if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
  return reply.code(error.status).send({ message: error.message });
}

/**
 * Serves SPEC §7's calls (`/api/*`, and the wallet calls at the root) by running GraphQL
 * operations against the gateway. Every input is checked at the edge by the call's zod schemas
 * before anything runs; errors answer `{ message }` with the status SPEC's client expects; a client
 * mistake is never a 5xx.
 */
export async function registerRestAdapter(server: FastifyInstance, options: RestAdapterOptions): Promise<void> {
  const routes = options.routes ?? defaultRoutes;
  const publicReads = new PublicReadCache({
    ttlMs: options.publicReadCacheMs ?? loadConfig(restAdapterSettings).PUBLIC_READ_CACHE_MS,
    staleMs: PUBLIC_READ_STALE_MS,
    onRenewalFailed: (url, error) => server.log.warn({ err: error, url }, "renewing a kept public read failed"),
    maxEntries: PUBLIC_READ_CACHE_ENTRIES,
  });
  const openApi = buildOpenApiDocument(routes);
  const allowed = allowedMethods(routes);
  // One plugin per prefix, each with its own 404s and 405s; /api first, which also serves the document.
  const prefixes = [...new Set(["/api", ...routes.map((route) => prefixOf(route.path))])];
  for (const prefix of prefixes) {
    await server.register(
      async (scope) => {
        scope.setErrorHandler(handleError);
        // A known path with another method is 405 with the methods it has, before any body is read.
        scope.addHook("onRequest", async (request, reply) => {
          if (request.routeOptions.url !== undefined) return;
          const methods = allowed(request.url);
          if (!methods || methods.includes(request.method)) return;
          return reply
            .code(405)
            .header("allow", methods.join(", "))
            .send({ message: `Method ${request.method} not allowed` });
        });
        scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: edgeMessages.notFound }));
        if (prefix === "/api") scope.get("/openapi.json", async () => openApi);

        const own = routes.filter((route) => prefixOf(route.path) === prefix);
        for (const route of own.filter((route) => !route.rawBody && !route.form)) {
          scope.route(routeOptions(route, prefix, options.graph, publicReads));
        }
        // Raw-body calls get a scope of their own whose only parser keeps the body as a string.
        await scope.register(async (raw) => {
          raw.removeAllContentTypeParsers();
          raw.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
          for (const route of own.filter((route) => route.rawBody))
            raw.route(routeOptions(route, prefix, options.graph, publicReads));
        });
        // Upload calls: multipart/form-data only. Another body is read (within the body limit) and
        // dropped, so the handler answers 415 saying what to send.
        await scope.register(async (forms) => {
          forms.removeAllContentTypeParsers();
          await registerMultipart(forms);
          forms.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => done(null));
          for (const route of own.filter((route) => route.form))
            forms.route(routeOptions(route, prefix, options.graph, publicReads));
        });
      },
      { prefix },
    );
  }
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return sendError(reply, error);
  const status = error.statusCode ?? 500;
  if (status === 415) return reply.code(415).send({ message: "Unsupported content type; send JSON" });
  if (status >= 400 && status < 500) return reply.code(status === 413 ? 413 : 400).send({ message: clientErrorMessage(error) });
  request.log.error({ err: error }, "REST call failed");
  return reply.code(500).send({ message: edgeMessages.internal });
}

/**
 * One call as a Fastify route: checks its input in order (auth, path, headers, body, query), then
 * runs it. A public read asked with no token or session is answered through `publicReads`.
 */
function routeOptions(route: RouteDefinition, prefix: string, graph: GraphClient, publicReads: PublicReadCache): RouteOptions {
  const answer = answerer(route, graph);
  const base = {
    method: route.method,
    url: toFastifyPath(route.path, prefix),
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
  };
  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await answer(request, reply);
    if ("redirect" in result) return reply.redirect(result.redirect, 302);
    if (route.file && result.status < 300) reply.type(route.file.contentType);
    if (route.publicMaxAge && result.status === 200) reply.header("cache-control", `public, max-age=${route.publicMaxAge}`);
    return reply.code(result.status).send(result.body ?? null);
  };
  if (route.method !== "GET" || !route.publicMaxAge || route.file) return { ...base, handler: send };
  const maxAge = route.publicMaxAge;
  return {
    ...base,
    handler: async (request, reply) => {
      if (isPrivateRequest(request)) return send(request, reply);
      // Keyed by what the answer can depend on: the path and the query as checked (unknown
      // parameters dropped), so junk query strings neither add entries nor push real ones out.
      const query = route.query ? JSON.stringify(validate(route.query, request.query, 400)) : "";
      const key = `${request.url.split("?", 1)[0]}?${query}`;
      const { answer: stored, outcome } = await publicReads.read(key, async () => {
        // The handler's headers are recorded apart: a renewal runs after the request that
        // started it was answered (from the kept answer, with that answer's headers).
        const recording = headerRecorder(reply);
        const result = await answer(request, recording.reply);
        if ("redirect" in result) throw new Error(`${route.path} is a public read and answered a redirect`);
        return {
          status: result.status,
          json: JSON.stringify(result.body ?? null),
          headers: recording.headers,
        } satisfies StoredAnswer;
      });
      metrics.observePublicRead(route.path, outcome);
      for (const [name, value] of Object.entries(stored.headers)) reply.header(name, value);
      if (stored.status === 200) reply.header("cache-control", `public, max-age=${maxAge}`);
      return reply.code(stored.status).type("application/json; charset=utf-8").send(stored.json);
    },
  };
}

/** `reply` as a handler sees it, but the headers it sets are recorded in `headers` instead of sent. */
function headerRecorder(reply: FastifyReply): { reply: FastifyReply; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  const recording: FastifyReply = new Proxy(reply, {
    get(target, property, receiver) {
      if (property === "header") {
        return (name: string, value: unknown) => {
          headers[name.toLowerCase()] = String(value);
          return recording;
        };
      }
      if (property === "getHeader") return (name: string) => headers[name.toLowerCase()];
      return Reflect.get(target, property, receiver);
    },
  });
  return { reply: recording, headers };
}

/** The call's input checked and its handler run: what to answer (the caller sends it). */
function answerer(route: RouteDefinition, graph: GraphClient) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<RouteResult> => {
    if (route.auth === "required" && !request.headers.authorization) throw new HttpError(401, identityMessages.unauthorized);
    const params = validate(route.params, request.params, 404);
    const headers = validate(route.headers, request.headers, 400);
    const sent = route.plainTextJson && typeof request.body === "string" ? jsonOfText(request.body) : request.body;
    if (route.body && sent !== undefined && !isObject(sent)) {
      throw new HttpError(400, "The request body must be a JSON object");
    }
    const form = route.form ? await readForm(request, route.form) : undefined;
    const input = {
      params,
      headers,
      body: form ? validate(route.form?.fields, form.fields, 400) : validate(route.body, route.rawBody ? undefined : sent, 400),
      query: validate(route.query, request.query, 400),
      rawBody: route.rawBody && typeof request.body === "string" ? request.body : "",
      files: form?.files ?? {},
    };
    const forwarded = forwardHeaders(request);
    return route.handle({
      ...input,
      request,
      reply,
      async graph<R, V>(operation: TypedDocumentNode<R, V>, ...[variables]: VariablesArgument<V>): Promise<R> {
        const request = requestOf(operation, variables as Record<string, unknown> | undefined);
        const response = await graph.execute(request, forwarded);
        if (response.errors?.length) throw httpErrorFromGraph(response.errors);
        if (!response.data) throw new HttpError(502, edgeMessages.unavailable);
        // The gateway validated the operation against the schema its type was generated from.
        return response.data as R;
      },
    });
  };
}
