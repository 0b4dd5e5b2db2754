import { trace } from "@opentelemetry/api";
import type { FastifyInstance } from "fastify";
import { tracingEnabled } from "./tracing.ts";

/**
 * Names each incoming request's span by its route (`GET /api/posts/:id`) instead of the method
 * alone, so traces group by endpoint without ids in their names. Only with tracing on.
 */
export function nameRequestSpans(server: FastifyInstance): void {
  if (!tracingEnabled()) return;
  server.addHook("onRequest", async (request) => {
    const route = request.routeOptions.url;
    if (!route) return;
    const span = trace.getActiveSpan();
    span?.updateName(`${request.method} ${route}`);
    span?.setAttribute("http.route", route);
  });
}
