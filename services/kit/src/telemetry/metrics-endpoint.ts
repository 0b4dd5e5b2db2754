import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { BaseConfig } from "../config.ts";
import { edgeMessages } from "../http/error-bodies.ts";
import { metrics } from "./metrics.ts";

/** Who may read a part's /metrics, and the name its HTTP metrics carry. */
export interface MetricsAccess {
  /** The `part` label of the server's HTTP metrics (a service, gateway, rest-adapter, web, all-in-one). */
  part: string;
  /** METRICS_TOKEN: when set, /metrics answers only `Authorization: Bearer <token>`, on every part. */
  token: string | undefined;
  /**
   * Faces the internet (the web edge, the all-in-one). Without a token such a server serves
   * /metrics only outside production; the parts behind it are reachable only on the private network.
   */
  public: boolean;
  production: boolean;
}

export function metricsAccess(
  config: Pick<BaseConfig, "METRICS_TOKEN" | "NODE_ENV">,
  part: string,
  options: { public?: boolean } = {},
): MetricsAccess {
  return { part, token: config.METRICS_TOKEN, public: options.public ?? false, production: config.NODE_ENV === "production" };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Serves the process's registry in the Prometheus text format at GET /metrics, to whom `access` allows. */
export function registerMetricsEndpoint(server: FastifyInstance, access: MetricsAccess): void {
  const expected = access.token === undefined ? undefined : digest(access.token);
  server.get("/metrics", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (expected) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
      // Compared as digests: equal lengths, and the time taken says nothing about the token.
      if (!given || !timingSafeEqual(digest(given), expected)) {
        return reply.code(401).header("www-authenticate", "Bearer").send({ message: edgeMessages.metricsTokenRequired });
      }
    } else if (access.public && access.production) {
      // Not served to the internet: set METRICS_TOKEN to scrape the edge in production.
      return reply.code(404).send({ message: edgeMessages.notFound });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
