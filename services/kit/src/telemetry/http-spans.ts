import { trace } from "@opentelemetry/api";
import type { FastifyInstance } from "fastify";
import { inUnsampledRequest, tracingEnabled } from "./tracing.ts";

/**
 * Names each incoming request's span by its route (`GET /api/posts/:id`) instead of the method
 * alone, so traces group by endpoint without ids in their names. Only with tracing on, and only
 * for a request that is sampled.
 */
export function nameRequestSpans(server: FastifyInstance): void {
  if (!tracingEnabled()) return;
  server.addHook("onRequest", (request, _reply, done) => {
    const route = request.routeOptions.url;
    const span = route && !inUnsampledRequest() ? trace.getActiveSpan() : undefined;
    if (span && route) span.updateName(`${request.method} ${route}`).setAttribute("http.route", route);
    done();
  });
}
