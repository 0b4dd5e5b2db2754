import type { IncomingMessage } from "node:http";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { Logger } from "pino";
import { acceptRequestId, headerValue, REQUEST_ID_HEADER } from "../auth/request-context.ts";
import { nameRequestSpans } from "../telemetry/http-spans.ts";
import { metrics } from "../telemetry/metrics.ts";
import { type MetricsAccess, registerMetricsEndpoint } from "../telemetry/metrics-endpoint.ts";
import { answerClientError, answerError, answerFrameworkError } from "./error-bodies.ts";
import { isPrivateRequest, SECRET_SEGMENTS } from "./private-responses.ts";
import { registerSecurityHeaders } from "./security-headers.ts";

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export interface HttpServerOptions {
  logger: Logger;
  bodyLimit?: number;
  /** Checks `/readyz` runs; any failure answers 503 with the failing names. */
  readiness?: ReadinessCheck[];
  /**
   * Behind the web edge only (the REST adapter): take the client address from the
   * `x-forwarded-for` the edge sets, so per-address limits count clients, not the edge.
   */
  trustForwarded?: boolean;
  /**
   * At the edge: the load balancers (TRUSTED_PROXIES) whose `x-forwarded-for` names the client.
   * Only a request that comes from one of them is believed; any other caller's header is ignored.
   */
  trustedProxies?: string | undefined;
  /** Records each request's duration under this part's name and serves `/metrics` as it allows. */
  metrics?: MetricsAccess;
}

/**
 * A fastify server with security headers on every response, request ids in every log line (a
 * well-formed `x-request-id` from upstream is kept, anything else replaced), `/healthz` (the
 * process is alive) and `/readyz` (its dependencies answer). Every error it answers itself, down
 * to a URL or headers too long for it, has a `{ message }` body; every answer that may hold
 * someone's data says `Cache-Control: no-store`.
 */
export function createHttpServer(options: HttpServerOptions): FastifyInstance {
  const server = Fastify({
    loggerInstance: options.logger,
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => acceptRequestId(headerValue(request.headers, REQUEST_ID_HEADER)),
    bodyLimit: options.bodyLimit ?? 1_048_576,
    // One line per request, written by the onResponse hook below, instead of fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    // A path segment over the router's length (414) or one that does not decode (400).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    trustProxy:
      options.trustForwarded ?? (options.trustedProxies ? options.trustedProxies.split(",").map((proxy) => proxy.trim()) : false),
  }) as unknown as FastifyInstance;
  registerSecurityHeaders(server);
  const part = options.metrics?.part;
  nameRequestSpans(server);
  server.setErrorHandler(answerError);
  server.addHook("onSend", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (isPrivateRequest(request)) reply.header("cache-control", "no-store");
  });
  server.addHook("onResponse", async (request, reply) => {
    request.log.info(
      { method: request.method, url: loggableUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      "request",
    );
    if (part)
      metrics.observeHttp(
        part,
        request.method,
        request.routeOptions.url ?? "unmatched",
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
  });
  server.get("/healthz", async () => ({ status: "ok" }));
  server.get("/readyz", async (_request, reply) => {
    const failing: string[] = [];
    await Promise.all(
      (options.readiness ?? []).map(async (item) => {
        try {
          await item.check();
        } catch {
          failing.push(item.name);
        }
      }),
    );
    if (failing.length > 0) return reply.code(503).send({ status: "unavailable", failing });
    return { status: "ready" };
  });
  if (options.metrics) registerMetricsEndpoint(server, options.metrics);
  return server;
}

/** Query values and receipt tokens (REST and the receipt page) stay out of the logs: a token reads an order. */
export function loggableUrl(url: string): string {
  const [path = "", query] = url.split("?", 2);
  const redactedQuery = query
    ?.split("&")
    .map((pair) => `${pair.split("=", 1)[0]}=…`)
    .join("&");
  return `${path.replace(SECRET_SEGMENTS, "$1…")}${redactedQuery === undefined ? "" : `?${redactedQuery}`}`;
}

/**
 * Stops in order on SIGTERM/SIGINT: the steps run one after another (stop intake and finish
 * in-flight requests first, then relays and consumers, then stores). A second signal exits at once.
 */
export function stopOnSignals(logger: Logger, steps: Array<() => Promise<unknown>>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, "shutting down");
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        logger.error({ err: error }, "shutdown step failed");
      }
    }
    logger.info("stopped");
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}
